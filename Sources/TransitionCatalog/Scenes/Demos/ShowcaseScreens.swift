import UIKit
internal import Raster

/// The showcase pair for transitions without a demo of their own: an inbox list (a large title
/// and four cards) and a detail screen (a coloured header, a hero card and body lines). Distinct
/// shapes and colours make motion, fades and 3D turns easy to read in a contact sheet.
///
/// Both are in UIKit's dynamic system colours, as a stock app's screens are, so they follow the
/// appearance (their light values are the colours the demos were drawn in). Where no system
/// colour has the light value drawn (the cards' grey captions, the detail's body lines), the
/// screen has its own light and dark pair, as an app's asset catalog does.
/// The content sits in the safe area; the detail's header runs under the status bar.
enum ShowcaseScreens {
    /// The first card's round avatar: the trigger a transition starts from on the showcase.
    static let avatarIdentifier = "avatar"

    /// The cards' captions: 55 % grey in light mode, the secondary label's dark value in dark.
    static let caption = SceneViews.dynamic(light: Color(white: 0.55), dark: Color(r: 235, g: 235, b: 245, a: 153))
    /// The detail's body lines: 85 % grey in light mode, systemGray4's dark value in dark.
    static let bodyLine = SceneViews.dynamic(light: Color(white: 0.85), dark: Color(r: 58, g: 58, b: 60))

    static let list = UIKitScreen(name: "showcase.list") { size in
        let v = SceneViews.screen(size, .systemGroupedBackground)
        v.add(SceneViews.label("Inbox", x: 20, y: 56, size: 34, weight: .bold, color: .label, width: size.width - 40), pinned: .top)
        let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPurple]
        let titles = ["Design review", "Sprint planning", "Lunch with Sam", "Release notes"]
        for i in 0..<4 {
            let card = SceneViews.box(CGRect(x: 16, y: 120 + CGFloat(i) * 96, width: size.width - 32, height: 84),
                                      .secondarySystemGroupedBackground, cornerRadius: 12)
            card.addSubview(SceneViews.box(CGRect(x: 16, y: 22, width: 40, height: 40), colors[i], cornerRadius: 20,
                                           identifier: i == 0 ? avatarIdentifier : nil))
            card.addSubview(SceneViews.label(titles[i], x: 68, y: 18, size: 17, weight: .semibold, color: .label, width: card.bounds.width - 84))
            card.addSubview(SceneViews.label("Tap to open", x: 68, y: 42, size: 14, color: caption, width: card.bounds.width - 84))
            v.add(card, pinned: .top)
        }
        return v
    }

    static let detail = UIKitScreen(name: "showcase.detail", statusBarStyle: .lightContent) { size in
        let v = SceneViews.screen(size, .systemBackground)
        v.add(SceneViews.box(CGRect(x: 0, y: 0, width: size.width, height: 260), .systemIndigo), pinned: .topEdge)
        v.add(SceneViews.label("Design review", x: 20, y: 180, size: 30, weight: .bold, color: Color.white, width: size.width - 40), pinned: .top)
        v.add(SceneViews.box(CGRect(x: 20, y: 290, width: size.width - 40, height: 180), .systemYellow, cornerRadius: 16), pinned: .top)
        for i in 0..<5 {
            let line = CGRect(x: 20, y: 500 + CGFloat(i) * 28, width: (size.width - 40) * (i == 4 ? 0.6 : 1), height: 12)
            v.add(SceneViews.box(line, bodyLine, cornerRadius: 6), pinned: .top)
        }
        return v
    }
}
