package import Raster

/// UIFont: a family, size and weight, resolved to an installed font when text is drawn
/// (the system font is the engine's stand-in for San Francisco: see docs/uikit.md).
open class UIFont: NSObject {
    package let descriptor: FontDescriptor

    package init(descriptor: FontDescriptor) { self.descriptor = descriptor }

    /// A named font; nil when no installed font answers the name.
    public convenience init?(name: String, size: CGFloat) {
        let d = FontDescriptor(family: name, pointSize: Double(size))
        guard (try? FontLibrary.shared.resolve(d)) != nil else { return nil }
        self.init(descriptor: d)
    }

    open class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(descriptor: .system(size: Double(size))) }
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(descriptor: .boldSystem(size: Double(size))) }
    open class func systemFont(ofSize size: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(descriptor: .system(size: Double(size), weight: weight.engine))
    }

    open var pointSize: CGFloat { CGFloat(descriptor.pointSize) }
    open var familyName: String { descriptor.family }
    open func withSize(_ size: CGFloat) -> UIFont {
        UIFont(descriptor: FontDescriptor(family: descriptor.family, pointSize: Double(size), weight: descriptor.weight))
    }
    /// The distance between baselines of consecutive lines.
    open var lineHeight: CGFloat { CGFloat((try? FontLibrary.shared.metrics(for: descriptor).lineHeight) ?? descriptor.pointSize * 1.2) }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIFont)?.descriptor == descriptor }
    open override var hash: Int { descriptor.hashValue }

    /// Font weights, with UIKit's values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        package var engine: FontWeight {
            let all = FontWeight.allCases
            let names: [Weight: String] = [.ultraLight: "ultraLight", .thin: "thin", .light: "light", .regular: "regular",
                                           .medium: "medium", .semibold: "semibold", .bold: "bold", .heavy: "heavy", .black: "black"]
            if let n = names[self], let w = all.first(where: { $0.rawValue.lowercased() == n.lowercased() }) { return w }
            return rawValue >= 0.3 ? .bold : .regular
        }
    }
}
