/// The animatable properties of a layer, named by their Core Animation key paths.
public enum LayerProperty: String, Hashable, Sendable, CaseIterable {
    case position, bounds, anchorPoint, transform, opacity, backgroundColor, cornerRadius
    case borderWidth, borderColor, shadowOpacity, shadowRadius, shadowOffset
    case path, fillColor, strokeColor, lineWidth, strokeEnd
    case backdropBlurRadius, backdropSaturation, backdropLuminanceAmount, backdropBrightness
    case zPosition
    /// `transform.scale`, `transform.rotation.z`, `position.x` and friends address parts of a
    /// value; they are mapped onto whole-value animations of their parent key.
    public init?(keyPath: String) {
        if let p = LayerProperty(rawValue: keyPath) { self = p; return }
        switch keyPath {
        case "bounds.size", "bounds.origin": self = .bounds
        default: return nil
        }
    }
}
