struct WristRoot {}
