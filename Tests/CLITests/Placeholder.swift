import Testing
@Test func placeholderCLITests() { #expect(1 == 1) }
