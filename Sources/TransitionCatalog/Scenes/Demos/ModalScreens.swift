import UIKit
internal import Raster
internal import Transitions

/// A presenting screen and a presented screen for the modal transitions (seed 001's circle
/// scale and rectangle offset), in the look of a stock UIKit app.
///
/// Presenting: a grouped background, a large title, an inset-grouped card of three rows and a
/// filled blue "Present" button. Presented: an indigo sheet with a large white title, two lines
/// of body text and a white "Done" button. The two differ in colour everywhere, so a mask edge
/// or a slide shows at any frame. The colours are UIKit's dynamic system colours (their light
/// values the ones the demos were drawn in) and, where no system colour has the light value
/// drawn (the chevrons, the footnote), a light and dark pair of the screen's own. The titles and
/// cards sit below the status bar, the buttons above the home indicator, and all of it inside
/// the sensor housing's side in landscape. Held sideways (compact height) the buttons sit 20 pt
/// above the bottom instead of 120, below the card, and the presented screen's art moves to the
/// right half beside its text: the portrait layout would put each button over the card or the art.
enum ModalScreens {
    static let presentIdentifier = "present", doneIdentifier = "done"

    /// The rows' chevrons: 77 % grey in light mode, systemGray3's dark value in dark.
    static let chevron = SceneViews.dynamic(light: Color(white: 0.77), dark: Color(r: 72, g: 72, b: 74))
    /// The footnote under the card: 43 % grey in light mode, the secondary label's dark value in dark.
    static let footnote = SceneViews.dynamic(light: Color(white: 0.43), dark: Color(r: 235, g: 235, b: 245, a: 153))

    /// The buttons' frame: 240 x 50 pt, centred, 120 pt above the bottom (20 pt in compact height).
    static func buttonFrame(in size: CGSize) -> CGRect {
        let margin: CGFloat = SceneViews.hasCompactHeight(size) ? 20 : 120
        return CGRect(x: (size.width - 240) / 2, y: size.height - margin - 50, width: 240, height: 50)
    }

    static let presenting = UIKitScreen(name: "modal.presenting") { size in
        let v = SceneViews.screen(size, .systemGroupedBackground)
        v.add(SceneViews.label("Transitions", x: 20, y: 56, size: 34, weight: .bold, color: .label, width: size.width - 40), pinned: .top, .fill)
        let card = SceneViews.box(CGRect(x: 16, y: 124, width: size.width - 32, height: 3 * 44), .secondarySystemGroupedBackground, cornerRadius: 10)
        card.clipsToBounds = true
        // The rows follow the card's width (narrower inside a landscape safe area): the titles and
        // separators stretch, the chevrons keep to the right edge.
        for (i, title) in ["Circle scale", "Rectangle offset", "Colour diffusion"].enumerated() {
            let y = CGFloat(i) * 44
            let row = SceneViews.label(title, x: 16, y: y + 11, size: 17, color: .label, width: card.bounds.width - 48)
            row.autoresizingMask = .flexibleWidth
            card.addSubview(row)
            let arrow = SceneViews.label("›", x: card.bounds.width - 28, y: y + 8, size: 22, color: chevron, width: 16)
            arrow.autoresizingMask = .flexibleLeftMargin
            card.addSubview(arrow)
            if i > 0 {
                let separator = SceneViews.box(CGRect(x: 16, y: y, width: card.bounds.width - 16, height: 0.5), .opaqueSeparator)
                separator.autoresizingMask = .flexibleWidth
                card.addSubview(separator)
            }
        }
        v.add(card, pinned: .top, .fill)
        v.add(SceneViews.label("Each one presents the sheet with its own animation.", x: 32, y: 124 + 132 + 8,
                               size: 13, color: footnote, width: size.width - 64), pinned: .top, .fill)
        v.add(button("Present", frame: buttonFrame(in: size), fill: .systemBlue, text: .white, id: presentIdentifier), pinned: .bottom, .centre)
        return v
    }

    static let presented = UIKitScreen(name: "modal.presented", statusBarStyle: .lightContent) { size in
        let v = SceneViews.screen(size, .systemIndigo)
        // Portrait: the text across the top, the art in the middle. Compact height: the text at
        // the presenting screen's title height, ending 20 pt left of the art, which is centred in
        // the right half (the text's width shrinks by both side insets, the art's place by neither).
        let compact = SceneViews.hasCompactHeight(size)
        let top: CGFloat = compact ? 56 : 96
        let textWidth = compact ? size.width * 3 / 4 - 80 - 20 - 20 : size.width - 40
        v.add(SceneViews.label("Presented", x: 20, y: top, size: 34, weight: .bold, color: Color.white, width: textWidth), pinned: .top, .fill)
        let body = "This sheet came up with a custom transition.\nTap Done to dismiss it the same way back."
        v.add(SceneViews.label(body, x: 20, y: top + 52, size: 17, color: Color(white: 1, alpha: 0.85), width: textWidth), pinned: .top, .fill)
        let artCentreX = compact ? size.width * 3 / 4 : size.width / 2
        let art = SceneViews.box(CGRect(x: artCentreX - 80, y: (size.height - 160) / 2, width: 160, height: 160),
                                 Color(white: 1, alpha: 0.18), cornerRadius: 80)
        art.addSubview(SceneViews.box(CGRect(x: 40, y: 40, width: 80, height: 80), .systemYellow, cornerRadius: 40))
        v.add(art, pinned: .centre, .centre)
        v.add(button("Done", frame: buttonFrame(in: size), fill: .white, text: .systemIndigo, id: doneIdentifier), pinned: .bottom, .centre)
        return v
    }

    /// A filled, rounded UIKit-style button with a centred semibold title.
    static func button(_ title: String, frame: CGRect, fill: UIColor, text: UIColor, id: String) -> UIView {
        let b = SceneViews.box(frame, fill, cornerRadius: 12, identifier: id)
        let label = SceneViews.label(title, x: 0, y: 0, size: 17, weight: .semibold, color: text, width: frame.width, alignment: .center)
        // Centred on its text's own height (the label's is that, rounded up to whole pixels).
        let textHeight = label.sizeThatFits(CGSize(width: frame.width, height: .greatestFiniteMagnitude)).height
        label.frame = CGRect(x: 0, y: (frame.height - textHeight) / 2, width: frame.width, height: label.frame.height)
        b.addSubview(label)
        return b
    }
}
