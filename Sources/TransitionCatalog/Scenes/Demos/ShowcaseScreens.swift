import UIKit
internal import Raster
internal import Transitions

/// The showcase pair for transitions without a demo of their own: an inbox list (a large title
/// and four cards) and a detail screen (a coloured header, a hero card and body lines). Distinct
/// shapes and colours make motion, fades and 3D turns easy to read in a contact sheet.
///
/// Both are in UIKit's dynamic system colours, as a stock app's screens are, so they follow the
/// appearance (their light values are the colours the demos were drawn in). Where no system
/// colour has the light value drawn (the cards' grey captions, the detail's body lines), the
/// screen has its own light and dark pair, as an app's asset catalog does.
/// The content sits in the safe area (inside the sensor housing's side in landscape); the
/// detail's header runs under the status bar and, in landscape, to both edges. Held sideways
/// (compact height) the list keeps its rows, which run off the bottom as a list's do, while the
/// detail's header shrinks to 150 pt and its card to 120 pt, so the three parts of the detail
/// still show on a screen 390 pt tall (its portrait header alone would take two thirds of it).
enum ShowcaseScreens {
    /// The first card's round avatar: the trigger a transition starts from on the showcase.
    static let avatarIdentifier = "avatar"

    /// The cards' captions: 55 % grey in light mode, the secondary label's dark value in dark.
    static let caption = SceneViews.dynamic(light: Color(white: 0.55), dark: Color(r: 235, g: 235, b: 245, a: 153))
    /// The detail's body lines: 85 % grey in light mode, systemGray4's dark value in dark.
    static let bodyLine = SceneViews.dynamic(light: Color(white: 0.85), dark: Color(r: 58, g: 58, b: 60))

    static let list = UIKitScreen(name: "showcase.list") { size in
        let v = SceneViews.screen(size, .systemGroupedBackground)
        v.add(SceneViews.label("Inbox", x: 20, y: 56, size: 34, weight: .bold, color: .label, width: size.width - 40), pinned: .top, .fill)
        let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple]
        let titles = ["Design review", "Sprint planning", "Lunch with Sam", "Release notes"]
        for i in 0..<4 {
            let card = SceneViews.box(CGRect(x: 16, y: 120 + CGFloat(i) * 96, width: size.width - 32, height: 84),
                                      .secondarySystemGroupedBackground, cornerRadius: 12)
            card.addSubview(SceneViews.box(CGRect(x: 16, y: 22, width: 40, height: 40), colors[i], cornerRadius: 20,
                                           identifier: i == 0 ? avatarIdentifier : nil))
            // The labels follow the card's width (narrower inside a landscape safe area).
            for label in [SceneViews.label(titles[i], x: 68, y: 18, size: 17, weight: .semibold, color: .label, width: card.bounds.width - 84),
                          SceneViews.label("Tap to open", x: 68, y: 42, size: 14, color: caption, width: card.bounds.width - 84)] {
                label.autoresizingMask = .flexibleWidth
                card.addSubview(label)
            }
            v.add(card, pinned: .top, .fill)
        }
        return v
    }

    static let detail = UIKitScreen(name: "showcase.detail", statusBarStyle: .lightContent) { size in
        let v = SceneViews.screen(size, .systemBackground)
        // The title sits 80 pt above the header's bottom, the card 30 pt below it, the lines 30 pt below the card.
        let compact = SceneViews.hasCompactHeight(size)
        let header: CGFloat = compact ? 150 : 260, card: CGFloat = compact ? 120 : 180
        v.add(SceneViews.box(CGRect(x: 0, y: 0, width: size.width, height: header), .systemIndigo), pinned: .topEdge, .edges)
        v.add(SceneViews.label("Design review", x: 20, y: header - 80, size: 30, weight: .bold, color: Color.white, width: size.width - 40),
              pinned: .top, .fill)
        v.add(SceneViews.box(CGRect(x: 20, y: header + 30, width: size.width - 40, height: card), .systemYellow, cornerRadius: 16), pinned: .top, .fill)
        for i in 0..<5 {
            let line = CGRect(x: 20, y: header + 30 + card + 30 + CGFloat(i) * 28, width: (size.width - 40) * (i == 4 ? 0.6 : 1), height: 12)
            v.add(SceneViews.box(line, bodyLine, cornerRadius: 6), pinned: .top, .fill)
        }
        return v
    }
}
