import Raster

/// A generic pair of app screens to show any transition on: a list screen (light, cards with
/// titles) and a detail screen (a coloured header, a hero card and body lines). Distinct
/// shapes and colours make motion, fades and 3D turns easy to read in a contact sheet.
package enum ShowcaseScreens {
    package static let list = Screen(name: "showcase.list", backgroundColor: Color(r: 242, g: 242, b: 247)) { size in
        let v = root(size, Color(r: 242, g: 242, b: 247), key: "showcase.list")
        v.addSubview(label("Inbox", x: 20, y: 56, size: 34, weight: .bold, color: .black, width: size.width - 40))
        let colors = [Color(r: 0, g: 122, b: 255), Color(r: 52, g: 199, b: 89), Color(r: 255, g: 149, b: 0), Color(r: 175, g: 82, b: 222)]
        let titles = ["Design review", "Sprint planning", "Lunch with Sam", "Release notes"]
        for i in 0..<4 {
            let card = View(frame: Rect(x: 16, y: 120 + Double(i) * 96, width: size.width - 32, height: 84))
            card.backgroundColor = .white
            card.cornerRadius = 12
            let dot = View(frame: Rect(x: 16, y: 22, width: 40, height: 40))
            dot.backgroundColor = colors[i]
            dot.cornerRadius = 20
            card.addSubview(dot)
            card.addSubview(label(titles[i], x: 68, y: 18, size: 17, weight: .semibold, color: .black, width: card.bounds.width - 84))
            card.addSubview(label("Tap to open", x: 68, y: 42, size: 14, weight: .regular, color: Color(white: 0.55), width: card.bounds.width - 84))
            v.addSubview(card)
        }
        return v
    }

    package static let detail = Screen(name: "showcase.detail", backgroundColor: .white) { size in
        let v = root(size, .white, key: "showcase.detail")
        let header = View(frame: Rect(x: 0, y: 0, width: size.width, height: 260))
        header.backgroundColor = Color(r: 88, g: 86, b: 214)
        v.addSubview(header)
        v.addSubview(label("Design review", x: 20, y: 180, size: 30, weight: .bold, color: .white, width: size.width - 40))
        let hero = View(frame: Rect(x: 20, y: 290, width: size.width - 40, height: 180))
        hero.backgroundColor = Color(r: 255, g: 204, b: 0)
        hero.cornerRadius = 16
        v.addSubview(hero)
        for i in 0..<5 {
            let line = View(frame: Rect(x: 20, y: 500 + Double(i) * 28, width: (size.width - 40) * (i == 4 ? 0.6 : 1), height: 12))
            line.backgroundColor = Color(white: 0.85)
            line.cornerRadius = 6
            v.addSubview(line)
        }
        return v
    }

    static func root(_ size: Size, _ color: Color, key: String) -> View {
        let v = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        v.backgroundColor = color
        v.snapshotCacheKey = "\(key)@\(size.width)x\(size.height)"
        return v
    }

    static func label(_ text: String, x: Double, y: Double, size: Double, weight: FontWeight, color: Color, width: Double) -> TextView {
        let t = TextView(frame: Rect(x: x, y: y, width: width, height: 0),
                         attributedText: AttributedText(text, font: .system(size: size, weight: weight), color: color),
                         textContainerInset: .zero, lineFragmentPadding: 0)
        t.sizeToFitWidth()
        return t
    }
}
