enum Environment {}
