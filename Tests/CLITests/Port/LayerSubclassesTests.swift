import Testing
@testable import RenderTransitionCLI

/// CALayer subclasses: `@NSManaged var` becomes a property over the layer's key-value storage,
/// and each subclass says how to make itself (layerClass, presentation()).
@Suite struct LayerSubclassesTests {
    @Test func anNSManagedPropertyOfALayerSubclassIsKeptInTheLayersStorage() throws {
        let r = try PortTestSupport.port("""
            private final class CornerLayer: CAShapeLayer {
                @NSManaged var radius: CGFloat
                var corner: Int? { didSet { setNeedsDisplay() } }
            }

            """)
        #expect(r.output == """
            private final class CornerLayer: CAShapeLayer {
                var radius: CGFloat { get { managedValue(forKey: "radius") } set { setValue(newValue, forKey: "radius") } }
                var corner: Int? { didSet { setNeedsDisplay() } }
                override class func _portMakeLayer() -> CALayer? { CornerLayer() }; override class func _portMakeLayer(copying layer: CALayer) -> CALayer? { CornerLayer(layer: layer) }
            }

            """)
        #expect(r.edits.count == 2)
        #expect(r.edits[0].hasPrefix("T.swift:2: @NSManaged var radius: CGFloat → var radius: CGFloat { get { managedValue(forKey: \"radius\") }"))
        #expect(r.edits[0].contains("key-value storage"))
        #expect(r.edits[1].hasPrefix("T.swift:4: (line added) → override class func _portMakeLayer() -> CALayer?"))
    }

    @Test func makersFollowTheInitialisersAClassHasAndItsAccess() throws {
        let r = try PortTestSupport.port("""
            open class Base: CALayer {
                public init(color: Int) { super.init() }
                public override init(layer: Any) { super.init(layer: layer) }
                public required init?(coder: NSCoder) { nil }
            }
            class Derived: Base {}
            class Plain: Derived { override init() { super.init(color: 1) } }
            class NotALayer: NSObject { @NSManaged var name: String }

            """)
        #expect(r.output.contains("    public override class func _portMakeLayer(copying layer: CALayer) -> CALayer? { Base(layer: layer) }\n}"),
                "Base has init(layer:) but no init(): only the copying maker, public as the class is")
        #expect(!r.output.contains("{ Base() }"))
        #expect(r.output.contains("class Derived: Base { override class func _portMakeLayer(copying layer: CALayer) -> CALayer? { Derived(layer: layer) } }"),
                "Derived inherits Base's initialisers")
        #expect(r.output.contains("{ Plain() } }"), "Plain declares init() (and so inherits nothing)")
        #expect(!r.output.contains("Plain(layer:"))
        #expect(r.output.contains("class NotALayer: NSObject { @NSManaged var name: String }"), "Core Data's @NSManaged is left alone")
    }
}
