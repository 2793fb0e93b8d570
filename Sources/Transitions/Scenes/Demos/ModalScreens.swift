import Raster

/// A presenting screen and a presented screen for the modal transitions (seed 001's circle
/// scale and rectangle offset), in the look of a stock UIKit app.
///
/// Presenting: a light grouped background, a large title, a white inset-grouped card of three
/// rows and a filled blue "Present" button. Presented: an indigo sheet with a large white title,
/// two lines of body text and a white "Done" button. The two differ in colour everywhere, so a
/// mask edge or a slide shows at any frame.
package enum ModalScreens {
    /// The identifiers of the two screens' buttons.
    package static let presentIdentifier = "present", doneIdentifier = "done"
    static let systemBlue = Color(r: 0, g: 122, b: 255)
    static let groupedBackground = Color(r: 242, g: 242, b: 247)
    static let indigo = Color(r: 88, g: 86, b: 214)

    /// The "Present" button's frame: 240 x 50 pt, centred, 120 pt above the bottom.
    package static func presentButtonFrame(in size: Size) -> Rect {
        Rect(x: (size.width - 240) / 2, y: size.height - 120 - 50, width: 240, height: 50)
    }

    /// The presenting screen: grouped list and a blue "Present" button.
    package static let presenting = Screen(name: "modal.presenting", backgroundColor: groupedBackground) { size in
        let v = ShowcaseScreens.root(size, groupedBackground, key: "modal.presenting")
        v.addSubview(ShowcaseScreens.label("Transitions", x: 20, y: 56, size: 34, weight: .bold, color: .black, width: size.width - 40))
        let card = View(frame: Rect(x: 16, y: 124, width: size.width - 32, height: 3 * 44))
        card.backgroundColor = .white
        card.cornerRadius = 10
        card.clipsToBounds = true
        for (i, title) in ["Circle scale", "Rectangle offset", "Colour diffusion"].enumerated() {
            let y = Double(i) * 44
            card.addSubview(ShowcaseScreens.label(title, x: 16, y: y + 11, size: 17, weight: .regular, color: .black, width: card.bounds.width - 48))
            let chevron = ShowcaseScreens.label("›", x: card.bounds.width - 28, y: y + 8, size: 22, weight: .regular,
                                                color: Color(white: 0.77), width: 16)
            card.addSubview(chevron)
            if i > 0 {
                let separator = View(frame: Rect(x: 16, y: y, width: card.bounds.width - 16, height: 0.5))
                separator.backgroundColor = Color(r: 198, g: 198, b: 200)
                card.addSubview(separator)
            }
        }
        v.addSubview(card)
        let footnote = ShowcaseScreens.label("Each one presents the sheet with its own animation.", x: 32, y: 124 + 132 + 8,
                                             size: 13, weight: .regular, color: Color(white: 0.43), width: size.width - 64)
        v.addSubview(footnote)
        v.addSubview(button("Present", frame: presentButtonFrame(in: size), fill: systemBlue, text: .white, id: presentIdentifier))
        return v
    }

    /// The presented sheet: indigo, white title and a white "Done" button.
    package static let presented = Screen(name: "modal.presented", backgroundColor: indigo) { size in
        let v = ShowcaseScreens.root(size, indigo, key: "modal.presented")
        v.addSubview(ShowcaseScreens.label("Presented", x: 20, y: 96, size: 34, weight: .bold, color: .white, width: size.width - 40))
        let body = "This sheet came up with a custom transition.\nTap Done to dismiss it the same way back."
        v.addSubview(ShowcaseScreens.label(body, x: 20, y: 148, size: 17, weight: .regular, color: Color(white: 1, alpha: 0.85),
                                           width: size.width - 40))
        let art = View(frame: Rect(x: (size.width - 160) / 2, y: (size.height - 160) / 2, width: 160, height: 160))
        art.backgroundColor = Color(white: 1, alpha: 0.18)
        art.cornerRadius = 80
        let core = View(frame: Rect(x: 40, y: 40, width: 80, height: 80))
        core.backgroundColor = Color(r: 255, g: 204, b: 0)
        core.cornerRadius = 40
        art.addSubview(core)
        v.addSubview(art)
        v.addSubview(button("Done", frame: presentButtonFrame(in: size), fill: .white, text: indigo, id: doneIdentifier))
        return v
    }

    /// A filled, rounded UIKit-style button with a centred semibold title.
    static func button(_ title: String, frame: Rect, fill: Color, text: Color, id: String) -> View {
        let b = View(frame: frame)
        b.backgroundColor = fill
        b.cornerRadius = 12
        b.identifier = id
        let label = TextView(frame: Rect(x: 0, y: 0, width: frame.width, height: 0),
                             attributedText: AttributedText(title, font: .system(size: 17, weight: .semibold), color: text),
                             textContainerInset: .zero, lineFragmentPadding: 0)
        label.textAlignment = .center
        label.sizeToFitWidth()
        label.frame = Rect(x: 0, y: (frame.height - label.frame.height) / 2, width: frame.width, height: label.frame.height)
        b.addSubview(label)
        return b
    }
}
