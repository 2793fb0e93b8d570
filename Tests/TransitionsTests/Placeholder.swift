import Testing
@Test func placeholderTransitionsTests() { #expect(1 == 1) }
