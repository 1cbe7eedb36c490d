import Testing

@Test func itemKeepsItsTitle() {}
