extension InboxFeature { init(live: Void) { self.init() } }
