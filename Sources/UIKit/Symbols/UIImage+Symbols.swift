internal import Raster

// Covers symbol images: `UIImage(systemName:)`, `UIImage(systemName:withConfiguration:)`,
// `UIImage(systemName:compatibleWith:)`, `UIImage.Configuration`, `UIImage.SymbolConfiguration`
// (point size, weight, scale, font; `applying(_:)`; text styles: UIFont+TextStyle.swift), `UIImage.SymbolWeight`,
// `UIImage.SymbolScale`, `isSymbolImage`, `symbolConfiguration`, `withConfiguration(_:)` and
// `applyingSymbolConfiguration(_:)`. Symbol images are templates: image views, tab bars and bar
// buttons tint them.
//
// SF Symbols are Apple's and not on Linux, so a symbol is drawn with a stand-in of the same
// meaning from Material Design Icons (the fonts-materialdesignicons-webfont package, SIL OFL),
// by SymbolStandIns' table; a name with no stand-in gives nil and a warning naming it (UIKit
// gives nil only for a name it does not know), and so does a machine without the font. The
// glyph is drawn as vector outlines at the screen's scale in a square whose side follows the
// point size and scale (SymbolMetrics). Not here: weights (every weight draws the one stand-in
// weight), hierarchical, palette and multicolour rendering, variable values, and the glyphs'
// own widths and baselines.

extension UIImage {
    /// What an image is made at: a symbol image's size, weight and scale (UIKit's base class of
    /// `SymbolConfiguration`).
    open class Configuration: NSObject, @unchecked Sendable {}

    /// The weight a symbol is drawn at (the stand-in glyphs have one weight: it is kept, not drawn).
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size relative to its point size.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }

    /// The point size, weight and scale a symbol image is drawn at.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size; 0: unspecified (17, the body text's).
        public let pointSize: CGFloat
        public let weight: SymbolWeight
        public let scale: SymbolScale

        public required init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        /// The font's size.
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale) }

        /// No size, weight or scale given.
        open class var unspecified: SymbolConfiguration { SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified) }

        /// This configuration with what `other` specifies laid over it.
        open func applying(_ other: Configuration?) -> Self {
            guard let o = other as? SymbolConfiguration else { return self }
            return Self(pointSize: o.pointSize > 0 ? o.pointSize : pointSize, weight: o.weight != .unspecified ? o.weight : weight,
                        scale: o.scale != .unspecified && o.scale != .default ? o.scale : scale)
        }

        /// A configuration with this one's point size and weight and no scale.
        open func withoutScale() -> Self { Self(pointSize: pointSize, weight: weight, scale: .unspecified) }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let o = object as? SymbolConfiguration else { return false }
            return o.pointSize == pointSize && o.weight == weight && o.scale == scale
        }
        open override var hash: Int { var h = Hasher(); h.combine(pointSize); h.combine(weight); h.combine(scale); return h.finalize() }
    }

    /// The SF Symbol `name`, drawn with a stand-in glyph (see the file's header); nil with a
    /// warning for a name without one.
    public convenience init?(systemName name: String) { self.init(systemName: name, withConfiguration: nil) }

    /// The symbol `name` at `configuration` (a `SymbolConfiguration`; nil: the default, 17 pt, medium).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let config = (configuration as? SymbolConfiguration) ?? .unspecified
        guard let glyph = SymbolStandIns.glyph(forSystemName: name) else { return nil }
        let source = SymbolImageSource(name: name, glyph: glyph, configuration: config)
        self.init(pixmap: source.render(scale: UIScreen.main.scale), scale: UIScreen.main.scale)
        symbol = source
    }

    /// The symbol `name`; the trait collection is accepted and not consulted.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// Whether this is a symbol image (`UIImage(systemName:)`).
    public var isSymbolImage: Bool { symbol != nil }

    /// A symbol image's configuration; nil for a bitmap.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The same symbol drawn at `configuration`; a bitmap is returned as it is.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol, let c = configuration as? SymbolConfiguration else { return self }
        return symbol.image(at: c, like: self)
    }

    /// The same symbol with `configuration`'s specified parts laid over its own.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol else { return nil }
        return symbol.image(at: symbol.configuration.applying(configuration), like: self)
    }

    /// Whether views tint this image: a template, or a symbol left at `.automatic` (symbols are
    /// templates unless made `.alwaysOriginal`, as in UIKit).
    package var drawsAsTemplate: Bool { renderingMode == .alwaysTemplate || (renderingMode == .automatic && symbol != nil) }

    /// How a bar (tab bar, navigation bar, toolbar) shows this image: a template unless made
    /// `.alwaysOriginal`, and a symbol without a scale of its own at the large scale.
    package var asBarImage: UIImage {
        var shown = self
        if let symbol, symbol.configuration.scale == .unspecified || symbol.configuration.scale == .default {
            shown = symbol.image(at: symbol.configuration.applying(SymbolConfiguration(scale: .large)), like: self)
        }
        return shown.renderingMode == .alwaysOriginal ? shown : shown.withRenderingMode(.alwaysTemplate)
    }
}

/// What a symbol image was made from, so it can be made again at another configuration.
package struct SymbolImageSource {
    let name: String
    let glyph: SymbolGlyph
    let configuration: UIImage.SymbolConfiguration

    func render(scale: CGFloat) -> Pixmap {
        SymbolMetrics.render(glyph, side: SymbolMetrics.side(for: configuration), scale: Double(scale))
    }

    /// This symbol at `configuration`, keeping `original`'s rendering mode.
    func image(at configuration: UIImage.SymbolConfiguration, like original: UIImage) -> UIImage {
        let source = SymbolImageSource(name: name, glyph: glyph, configuration: configuration)
        let image = UIImage(pixmap: source.render(scale: original.scale), scale: original.scale)
        image.symbol = source
        image.renderingMode = original.renderingMode
        return image
    }
}
