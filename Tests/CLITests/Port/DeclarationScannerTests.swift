import Testing
@testable import RenderTransitionCLI

/// Type declarations, extensions and their members are found with their exact extents.
@Suite struct DeclarationScannerTests {
    static let text = """
        import Foundation
        protocol Shape: class { func area() -> Double }
        final class Outer<T: Equatable>: NSObject, Shape where T: Hashable {
            class func make() -> Outer { Outer() }
            struct Inner { enum Mode { case a, dynamic } }
            func area() -> Double {
                class Local {}
                return 0
            }
        }
        extension Outer.Inner: CustomStringConvertible { var description: String { "" } }
        extension Shape where Self: AnyObject {}
        let actor = 1
        actor Counter {}
        """

    @Test func findsEveryTypeWithItsQualifiedName() throws {
        let s = try PortTestSupport.source(Self.text)
        let found = s.typeDeclarations().map { "\($0.kind.rawValue) \($0.name) \($0.qualifiedName ?? "local")" }
        #expect(found == [
            "protocol Shape Shape",
            "class Outer Outer",
            "struct Inner Outer.Inner",
            "enum Mode Outer.Inner.Mode",
            "class Local local",
            "extension Outer.Inner Outer.Inner",
            "extension Shape Shape",
            "actor Counter Counter",
        ])
    }

    @Test func bodiesAndSelfConstraintsAreExact() throws {
        let s = try PortTestSupport.source(Self.text)
        let types = s.typeDeclarations()
        let outer = try #require(types.first { $0.name == "Outer" })
        #expect(s.isSymbol(outer.bodyOpen, "{") && s.isSymbol(outer.bodyClose, "}"))
        #expect(s.text.line(of: s.tokens[outer.bodyOpen].range.lowerBound) == 3)
        #expect(s.text.line(of: s.tokens[outer.bodyClose].range.lowerBound) == 10)
        #expect(types.filter(\.constrainsSelf).map(\.name) == ["Shape"])
        let area = try #require(s.tokens.indices.first { s.isWord($0, "return") })
        #expect(s.enclosingType(of: area, in: types)?.name == "Outer", "a function body belongs to its type, not to a local type beside it")
    }

    @Test func membersRunFromTheirAttributesToTheNextDeclaration() throws {
        let s = try PortTestSupport.source("""
            extension V {
                /// Doc.
                @objc
                override
                public func a(
                    x: Int
                ) -> Int where X: Y {
                    return x
                }
                @available(iOS 13, *) override var b: Int { get { 1 } set {} }; var c = [
                    1,
                ]
                #if DEBUG
                override func d() {}
                #endif
                private(set) lazy var e = f
                    .g
            }
            """)
        let ext = try #require(s.typeDeclarations().first)
        let members = s.members(of: ext)
        #expect(members.map(\.heading) == [
            "override public func a( x: Int ) -> Int where X: Y",
            "override var b: Int",
            "var c = [ 1, ]",
            "override func d()",
            "private(set) lazy var e = f .g",
        ])
        #expect(members.map(\.isOverride) == [true, true, false, true, false])
        #expect(members.map(\.isConditional) == [false, false, false, true, false])
        #expect(members.map(\.keyword) == ["func", "var", "var", "func", "var"])
        #expect(s.text(at: members[0].first) == "@objc")
        #expect(s.text.line(of: s.tokens[members[0].last].range.lowerBound) == 9)
        #expect(s.text.line(of: s.tokens[members[4].last].range.lowerBound) == 17)
    }
}
