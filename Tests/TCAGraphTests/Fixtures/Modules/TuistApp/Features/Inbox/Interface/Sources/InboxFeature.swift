struct InboxFeature {}
