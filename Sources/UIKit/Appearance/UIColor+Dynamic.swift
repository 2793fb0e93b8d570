// Dynamic colours: UIColor(dynamicProvider:), resolvedColor(with:). A dynamic colour resolves
// when its components are read: a view's backgroundColor and a label's textColor against the
// view's traits (again when they change), anything else (cgColor, getRed, setFill) against
// `UITraitCollection.current`, as on a device. Not here: the asset-catalog named colours
// (UIColor(named:)) and UIColor(dynamicProvider:)'s Objective-C spelling.
package import Raster

extension UIColor {
    /// A colour that asks `dynamicProvider` for its value in each trait collection it is drawn in.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(provider: dynamicProvider)
    }

    /// The colour this one is in `traitCollection` (a fixed colour is itself).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// Whether this colour resolves differently by traits.
    package var isDynamic: Bool { provider != nil }

    /// A system colour with a value for light and one for dark (unspecified resolves as light),
    /// and, for the backgrounds, the lighter dark values of elevated content.
    package static func system(light: Color, dark: Color, elevatedDark: Color? = nil) -> UIColor {
        let l = UIColor(light), d = UIColor(dark), e = elevatedDark.map(UIColor.init) ?? d
        return UIColor(provider: { t in
            guard t.userInterfaceStyle == .dark else { return l }
            return t.userInterfaceLevel == .elevated ? e : d
        })
    }
}
