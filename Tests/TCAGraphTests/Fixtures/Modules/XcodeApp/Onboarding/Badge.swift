struct Badge {}
