struct Core {}
