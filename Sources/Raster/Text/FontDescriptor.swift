/// Which font a run of text asks for: a family name, a size in points and a weight (UIFont's inputs).
///
/// The family is resolved by `FontLibrary`: "System" (UIKit's San Francisco) and unknown
/// families become Inter (Inter Display from 20 pt), or DejaVu Sans where Inter is not
/// installed; an absolute path ("/…/Font.ttf") names a font file directly (its first face; the
/// weight is then ignored).
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// The family name ("System", "Inter", "Inter Display", "DejaVu Sans", …) or an absolute font file path.
    public var family: String
    /// The size in points (UIFont.pointSize).
    public var pointSize: Double
    /// The stroke weight.
    public var weight: FontWeight

    /// A font by family, size and weight.
    public init(family: String = FontDescriptor.systemFamily, pointSize: Double, weight: FontWeight = .regular) {
        self.family = family
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The family name that stands for the platform's system font.
    public static let systemFamily = "System"

    /// UIFont.systemFont(ofSize:weight:).
    public static func system(size: Double, weight: FontWeight = .regular) -> FontDescriptor {
        FontDescriptor(pointSize: size, weight: weight)
    }

    /// UIFont.boldSystemFont(ofSize:).
    public static func boldSystem(size: Double) -> FontDescriptor {
        FontDescriptor(pointSize: size, weight: .bold)
    }

    public var description: String { "\(family) \(weight.rawValue) \(pointSize) pt" }
}
