struct CartFeature {}
