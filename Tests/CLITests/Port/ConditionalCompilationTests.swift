import Testing
@testable import RenderTransitionCLI

/// `#if os(iOS)` is false on Linux and would compile a library to nothing: port writes
/// `canImport(UIKit)`, true with the UIKit product as `os(iOS)` is on a device, and keeps the
/// other platforms' checks, which already have their iOS value (false) here.
@Suite struct ConditionalCompilationTests {
    @Test func osIOSBecomesCanImportUIKitSayingWhy() throws {
        let r = try PortTestSupport.port("#if os(iOS)\nimport UIKit\nclass A {}\n#endif\n")
        #expect(r.output == "#if canImport(UIKit)\nimport UIKit\nclass A {}\n#endif\n")
        #expect(r.edits == ["T.swift:1: #if os(iOS) → #if canImport(UIKit) — os(iOS) is false on Linux; canImport(UIKit) is true with the UIKit product, as os(iOS) is on a device"])
    }

    @Test func chainsNegationsAndOtherPlatformsKeepTheirIOSMeaning() throws {
        let text = """
            #if os(iOS) || os(tvOS)
            let a = 1
            #elseif !os(iOS)
            let b = 2
            #endif
            #if os(tvOS)
            let c = 3
            #endif
            #if os(iOS) || os(tvOS) && DEBUG
            let d = 4
            #endif
            #if canImport(UIKit) && os(iOS)
            let e = 5
            #endif
            #if os(Linux)
            import Glibc
            #endif
            let s = "#if os(iOS)" // #if os(iOS)

            """
        let r = try PortTestSupport.port(text)
        #expect(r.output == """
            #if canImport(UIKit)
            let a = 1
            #elseif !canImport(UIKit)
            let b = 2
            #endif
            #if os(tvOS)
            let c = 3
            #endif
            #if canImport(UIKit) || os(tvOS) && DEBUG
            let d = 4
            #endif
            #if canImport(UIKit) && canImport(UIKit)
            let e = 5
            #endif
            #if os(Linux)
            import Glibc
            #endif
            let s = "#if os(iOS)" // #if os(iOS)

            """)
        #expect(r.edits.count == 4)
    }
}
