struct OnboardingPreview {}
