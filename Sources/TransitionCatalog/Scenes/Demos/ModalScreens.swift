import UIKit
internal import Raster

/// A presenting screen and a presented screen for the modal transitions (seed 001's circle
/// scale and rectangle offset), in the look of a stock UIKit app.
///
/// Presenting: a light grouped background, a large title, a white inset-grouped card of three
/// rows and a filled blue "Present" button. Presented: an indigo sheet with a large white title,
/// two lines of body text and a white "Done" button. The two differ in colour everywhere, so a
/// mask edge or a slide shows at any frame.
enum ModalScreens {
    static let presentIdentifier = "present", doneIdentifier = "done"
    static let systemBlue = Color(r: 0, g: 122, b: 255)
    static let groupedBackground = Color(r: 242, g: 242, b: 247)
    static let indigo = Color(r: 88, g: 86, b: 214)

    /// The buttons' frame: 240 x 50 pt, centred, 120 pt above the bottom.
    static func buttonFrame(in size: CGSize) -> CGRect {
        CGRect(x: (size.width - 240) / 2, y: size.height - 120 - 50, width: 240, height: 50)
    }

    static let presenting = UIKitScreen(name: "modal.presenting") { size in
        let v = SceneViews.root(size, groupedBackground)
        v.addSubview(SceneViews.label("Transitions", x: 20, y: 56, size: 34, weight: .bold, color: .black, width: size.width - 40))
        let card = SceneViews.box(CGRect(x: 16, y: 124, width: size.width - 32, height: 3 * 44), .white, cornerRadius: 10)
        card.clipsToBounds = true
        for (i, title) in ["Circle scale", "Rectangle offset", "Colour diffusion"].enumerated() {
            let y = CGFloat(i) * 44
            card.addSubview(SceneViews.label(title, x: 16, y: y + 11, size: 17, color: .black, width: card.bounds.width - 48))
            card.addSubview(SceneViews.label("›", x: card.bounds.width - 28, y: y + 8, size: 22, color: Color(white: 0.77), width: 16))
            if i > 0 {
                card.addSubview(SceneViews.box(CGRect(x: 16, y: y, width: card.bounds.width - 16, height: 0.5), Color(r: 198, g: 198, b: 200)))
            }
        }
        v.addSubview(card)
        v.addSubview(SceneViews.label("Each one presents the sheet with its own animation.", x: 32, y: 124 + 132 + 8,
                                      size: 13, color: Color(white: 0.43), width: size.width - 64))
        v.addSubview(button("Present", frame: buttonFrame(in: size), fill: systemBlue, text: .white, id: presentIdentifier))
        return v
    }

    static let presented = UIKitScreen(name: "modal.presented") { size in
        let v = SceneViews.root(size, indigo)
        v.addSubview(SceneViews.label("Presented", x: 20, y: 96, size: 34, weight: .bold, color: .white, width: size.width - 40))
        let body = "This sheet came up with a custom transition.\nTap Done to dismiss it the same way back."
        v.addSubview(SceneViews.label(body, x: 20, y: 148, size: 17, color: Color(white: 1, alpha: 0.85), width: size.width - 40))
        let art = SceneViews.box(CGRect(x: (size.width - 160) / 2, y: (size.height - 160) / 2, width: 160, height: 160),
                                 Color(white: 1, alpha: 0.18), cornerRadius: 80)
        art.addSubview(SceneViews.box(CGRect(x: 40, y: 40, width: 80, height: 80), Color(r: 255, g: 204, b: 0), cornerRadius: 40))
        v.addSubview(art)
        v.addSubview(button("Done", frame: buttonFrame(in: size), fill: .white, text: indigo, id: doneIdentifier))
        return v
    }

    /// A filled, rounded UIKit-style button with a centred semibold title.
    static func button(_ title: String, frame: CGRect, fill: Color, text: Color, id: String) -> UIView {
        let b = SceneViews.box(frame, fill, cornerRadius: 12, identifier: id)
        let label = SceneViews.label(title, x: 0, y: 0, size: 17, weight: .semibold, color: text, width: frame.width, alignment: .center)
        // Centred on its text's own height (the label's is that, rounded up to whole pixels).
        let textHeight = label.sizeThatFits(CGSize(width: frame.width, height: .greatestFiniteMagnitude)).height
        label.frame = CGRect(x: 0, y: (frame.height - textHeight) / 2, width: frame.width, height: label.frame.height)
        b.addSubview(label)
        return b
    }
}
