struct OnboardingFeature {}
