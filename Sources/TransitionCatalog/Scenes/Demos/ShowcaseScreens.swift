import UIKit
internal import Raster

/// The showcase pair for transitions without a demo of their own: an inbox list (a large title
/// and four cards) and a detail screen (a coloured header, a hero card and body lines). Distinct
/// shapes and colours make motion, fades and 3D turns easy to read in a contact sheet.
enum ShowcaseScreens {
    static let list = UIKitScreen(name: "showcase.list") { size in
        let v = SceneViews.root(size, Color(r: 242, g: 242, b: 247))
        v.addSubview(SceneViews.label("Inbox", x: 20, y: 56, size: 34, weight: .bold, color: .black, width: size.width - 40))
        let colors = [Color(r: 0, g: 122, b: 255), Color(r: 52, g: 199, b: 89), Color(r: 255, g: 149, b: 0), Color(r: 175, g: 82, b: 222)]
        let titles = ["Design review", "Sprint planning", "Lunch with Sam", "Release notes"]
        for i in 0..<4 {
            let card = SceneViews.box(CGRect(x: 16, y: 120 + CGFloat(i) * 96, width: size.width - 32, height: 84), .white, cornerRadius: 12)
            card.addSubview(SceneViews.box(CGRect(x: 16, y: 22, width: 40, height: 40), colors[i], cornerRadius: 20))
            card.addSubview(SceneViews.label(titles[i], x: 68, y: 18, size: 17, weight: .semibold, color: .black, width: card.bounds.width - 84))
            card.addSubview(SceneViews.label("Tap to open", x: 68, y: 42, size: 14, color: Color(white: 0.55), width: card.bounds.width - 84))
            v.addSubview(card)
        }
        return v
    }

    static let detail = UIKitScreen(name: "showcase.detail") { size in
        let v = SceneViews.root(size, .white)
        v.addSubview(SceneViews.box(CGRect(x: 0, y: 0, width: size.width, height: 260), Color(r: 88, g: 86, b: 214)))
        v.addSubview(SceneViews.label("Design review", x: 20, y: 180, size: 30, weight: .bold, color: .white, width: size.width - 40))
        v.addSubview(SceneViews.box(CGRect(x: 20, y: 290, width: size.width - 40, height: 180), Color(r: 255, g: 204, b: 0), cornerRadius: 16))
        for i in 0..<5 {
            let line = CGRect(x: 20, y: 500 + CGFloat(i) * 28, width: (size.width - 40) * (i == 4 ? 0.6 : 1), height: 12)
            v.addSubview(SceneViews.box(line, Color(white: 0.85), cornerRadius: 6))
        }
        return v
    }
}
