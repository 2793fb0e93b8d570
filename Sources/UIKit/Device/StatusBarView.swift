import Foundation

// Covers the drawn status bar: the time, cellular bars, Wi-Fi and a full battery at the
// places `StatusBarLayout` gives, in black (dark content) or white (light content), and the
// change between the two as UIKit's `UIStatusBar` fades it (`_crossfadeToNewForegroundViewWithAlpha:`
// in decompiled UIKit): the new style's items go above the old ones, the new fade in from 0 to 1
// while the old fade out from 1 to 0, in the animation block the change is made in (at once
// outside one). So each style's items are drawn once, as two small bitmaps (time, icons), and a
// frame composites at most four. Not covered: the network type text, the battery percentage.

/// The status bar a recording draws above the window, when system UI is asked for.
package final class StatusBarView: UIView {
    package let layout: StatusBarLayout
    /// The time and the icons in black (`.default`, `.darkContent`).
    private let darkItems: [StatusBarItemsView]
    /// The same in white (`.lightContent`).
    private let lightItems: [StatusBarItemsView]

    /// The style whose colour the items show (or are fading to).
    package private(set) var style: UIStatusBarStyle = .default

    package init(layout: StatusBarLayout) {
        self.layout = layout
        let font = UIFont.systemFont(ofSize: layout.timeFontSize, weight: .semibold)
        let size = (layout.timeText as NSString).size(withAttributes: [.font: font])
        let origin = layout.timeCentred
            ? CGPoint(x: layout.timeAnchor.x - size.width / 2, y: layout.timeAnchor.y - size.height / 2)
            : CGPoint(x: layout.timeAnchor.x, y: layout.timeAnchor.y - size.height / 2)
        let timeFrame = CGRect(origin: origin, size: size).integral
        var icons = layout.wifi.union(layout.battery)
        if let s = layout.signal { icons = icons.union(s) }
        icons = icons.integral
        func items(_ color: UIColor) -> [StatusBarItemsView] {
            [StatusBarItemsView(frame: timeFrame, items: .time(layout.timeText, font, CGRect(origin: origin, size: size)), color: color),
             StatusBarItemsView(frame: icons, items: .icons(layout), color: color)]
        }
        darkItems = items(Self.color(for: .darkContent))
        lightItems = items(Self.color(for: .lightContent))
        super.init(frame: layout.frame)
        for v in darkItems { addSubview(v) }
        // The other style's items wait, transparent (a layer of opacity 0 costs a frame nothing).
        for v in lightItems { v.alpha = 0; addSubview(v) }
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows the items in `newStyle`'s colour: inside an animation block they cross-fade with
    /// the block's duration and curve, the new colour above the old as UIKit stacks them.
    package func setStyle(_ newStyle: UIStatusBarStyle) {
        let wasLight = style == .lightContent
        style = newStyle
        guard (newStyle == .lightContent) != wasLight else { return }
        let incoming = wasLight ? darkItems : lightItems, outgoing = wasLight ? lightItems : darkItems
        for v in incoming { bringSubviewToFront(v); v.alpha = 1 }
        for v in outgoing { v.alpha = 0 }
    }

    /// Dark glyphs for `.default` and `.darkContent`, light for `.lightContent`.
    package static func color(for style: UIStatusBarStyle) -> UIColor { style == .lightContent ? .white : .black }
}

/// One group of status bar items in one colour, drawn once in its own bitmap.
private final class StatusBarItemsView: UIView {
    enum Items {
        /// The text, its font, and its line box in the status bar's space.
        case time(String, UIFont, CGRect)
        case icons(StatusBarLayout)
    }
    let items: Items
    let color: UIColor

    init(frame: CGRect, items: Items, color: UIColor) {
        self.items = items
        self.color = color
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        // Boxes are in the status bar's space; this view sits at `frame.origin` in it.
        let offset = CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
        switch items {
        case .time(let text, let font, let box):
            (text as NSString).draw(at: box.origin.applying(offset), withAttributes: [.font: font, .foregroundColor: color])
        case .icons(let layout):
            if let s = layout.signal { StatusBarGlyphs.signal(in: s.applying(offset), color: color) }
            StatusBarGlyphs.wifi(in: layout.wifi.applying(offset), color: color)
            StatusBarGlyphs.battery(in: layout.battery.applying(offset), scale: layout.glyphScale, color: color)
        }
    }
}

/// The glyphs, drawn into the current context in a box of their size (scale 1 sizes: signal
/// 18 x 12, Wi-Fi 17 x 12, battery 27 x 13).
enum StatusBarGlyphs {
    /// Four bars rising left to right, all filled (full signal).
    static func signal(in box: CGRect, color: UIColor) {
        color.setFill()
        let gap = box.width * 2 / 18, bar = (box.width - 3 * gap) / 4
        for i in 0..<4 {
            let h = box.height * CGFloat(i + 2) / 5
            let r = CGRect(x: box.minX + CGFloat(i) * (bar + gap), y: box.maxY - h, width: bar, height: h)
            UIBezierPath(roundedRect: r, cornerRadius: bar / 3).fill()
        }
    }

    /// Three concentric bands opening upwards from the bottom centre, the innermost a wedge
    /// (every band filled: full Wi-Fi).
    static func wifi(in box: CGRect, color: UIColor) {
        color.setFill()
        let apex = CGPoint(x: box.midX, y: box.maxY)
        // A 90-degree fan reaching the box's top edge and (so) its sides: radius = height.
        let r = box.height, band = r * 2.4 / 12, gap = r * 1.4 / 12
        let start = -CGFloat.pi * 3 / 4, end = -CGFloat.pi / 4
        for i in 0..<3 {
            let outer = r - CGFloat(i) * (band + gap)
            let inner = i == 2 ? 0 : outer - band
            let p = UIBezierPath()
            p.addArc(withCenter: apex, radius: outer, startAngle: start, endAngle: end, clockwise: true)
            if inner > 0 {
                p.addArc(withCenter: apex, radius: inner, startAngle: end, endAngle: start, clockwise: false)
            } else {
                p.addLine(to: apex)
            }
            p.close()
            p.fill()
        }
    }

    /// An outlined body (35 % of the colour) holding a full charge, and the terminal cap (40 %).
    static func battery(in box: CGRect, scale s: CGFloat, color: UIColor) {
        let body = CGRect(x: box.minX, y: box.minY, width: 24.5 * s, height: box.height)
        let outline = UIBezierPath(roundedRect: body, cornerRadius: 4.3 * s)
        outline.append(UIBezierPath(roundedRect: body.insetBy(dx: 1 * s, dy: 1 * s), cornerRadius: 3.3 * s))
        outline.usesEvenOddFillRule = true
        color.withAlphaComponent(0.35).setFill()
        outline.fill()
        color.setFill()
        UIBezierPath(roundedRect: body.insetBy(dx: 2 * s, dy: 2 * s), cornerRadius: 2.5 * s).fill()
        let cap = CGRect(x: body.maxX + 1 * s, y: box.midY - 2.25 * s, width: 1.5 * s, height: 4.5 * s)
        color.withAlphaComponent(0.4).setFill()
        UIBezierPath(roundedRect: cap, byRoundingCorners: [.topRight, .bottomRight], cornerRadii: CGSize(width: 1.5 * s, height: 1.5 * s)).fill()
    }
}
