import UIKit
internal import Raster

/// The building blocks the scenes' screens are made of, in plain UIKit: filled and rounded
/// views, labels sized to their text, and colours from the scene's 8-bit values or UIKit's own.
enum SceneViews {
    /// The scene's colour (straight sRGB components) as UIKit code writes it.
    static func color(_ c: Color) -> UIColor {
        UIColor(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }

    /// A colour of the app's own that follows the appearance, as an asset-catalog colour with
    /// an "Any" and a "Dark" value does: `light` in light mode (and unspecified), `dark` in dark mode.
    static func dynamic(light: Color, dark: Color) -> UIColor {
        let l = color(light), d = color(dark)
        return UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? d : l })
    }

    /// A screen's root: the whole screen in `color`.
    static func root(_ size: CGSize, _ color: Color) -> UIView {
        let v = UIView(frame: CGRect(origin: .zero, size: size))
        v.backgroundColor = SceneViews.color(color)
        return v
    }

    /// Whether a screen of `size` has compact height, as UIKit's size classes call an iPhone
    /// held sideways, where a screen designed for portrait runs off the bottom and its own
    /// landscape layout is used instead. Every iPhone in landscape is at most 440 pt tall (the
    /// 16 Pro Max; DeviceModel's sizes) and every iPad at least 744 pt in either orientation (the
    /// iPad mini's short side), so any height between them divides the two.
    static func hasCompactHeight(_ size: CGSize) -> Bool { size.height < 600 }

    /// A demo screen's root, the whole screen in `color`, that keeps its content in the safe area.
    static func screen(_ size: CGSize, _ color: UIColor) -> SafeAreaScreenView {
        let v = SafeAreaScreenView(frame: CGRect(origin: .zero, size: size))
        v.backgroundColor = color
        return v
    }

    /// A view filled with `color`, its corners rounded by `cornerRadius`.
    static func box(_ frame: CGRect, _ color: Color, cornerRadius: CGFloat = 0, identifier: String? = nil) -> UIView {
        box(frame, SceneViews.color(color), cornerRadius: cornerRadius, identifier: identifier)
    }

    /// A view filled with `color` (fixed or dynamic), its corners rounded by `cornerRadius`.
    static func box(_ frame: CGRect, _ color: UIColor, cornerRadius: CGFloat = 0, identifier: String? = nil) -> UIView {
        let v = UIView(frame: frame)
        v.backgroundColor = color
        if cornerRadius != 0 { v.layer.cornerRadius = cornerRadius }
        v.accessibilityIdentifier = identifier
        return v
    }

    /// A label of any number of lines, `width` wide and as tall as its text (left-aligned in
    /// either layout direction: the screens are laid out by hand, left to right).
    static func label(_ text: String, x: CGFloat, y: CGFloat, size: CGFloat, weight: UIFont.Weight = .regular, color: Color,
                      width: CGFloat, alignment: NSTextAlignment = .left) -> UILabel {
        label(text, x: x, y: y, size: size, weight: weight, color: SceneViews.color(color), width: width, alignment: alignment)
    }

    /// The same in a UIKit colour (fixed or dynamic: the label resolves it against its traits).
    static func label(_ text: String, x: CGFloat, y: CGFloat, size: CGFloat, weight: UIFont.Weight = .regular, color: UIColor,
                      width: CGFloat, alignment: NSTextAlignment = .left) -> UILabel {
        label(NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: size, weight: weight), .foregroundColor: color]),
              x: x, y: y, width: width, alignment: alignment)
    }

    /// A label showing `text`, `width` wide and as tall as its text.
    static func label(_ text: NSAttributedString, x: CGFloat, y: CGFloat, width: CGFloat, alignment: NSTextAlignment = .left) -> UILabel {
        let l = UILabel(frame: CGRect(x: x, y: y, width: width, height: 0))
        l.numberOfLines = 0
        l.textAlignment = alignment
        l.attributedText = text
        l.frame = CGRect(x: x, y: y, width: width, height: fittedHeight(l, width: width))
        return l
    }

    /// The height of `label`'s text at `width`, in whole pixels of the screen, as UIKit's labels
    /// report their fitting size: the label's text then fills its bounds exactly, top to bottom.
    static func fittedHeight(_ label: UILabel, width: CGFloat) -> CGFloat {
        let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        return wholePixels(height)
    }

    /// `length` rounded up to whole pixels of the main screen (the recording's).
    static func wholePixels(_ length: CGFloat) -> CGFloat {
        let scale = UIScreen.main.scale
        return (length * scale - 1e-9).rounded(.up) / scale
    }
}
