import Testing
@Test func placeholderRasterTests() { #expect(1 == 1) }
