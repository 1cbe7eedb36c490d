struct HomeFeature {}
