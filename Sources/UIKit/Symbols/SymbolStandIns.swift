import Foundation
package import Raster

// Which Material Design Icons glyph stands in for which SF Symbol, and reading those glyphs'
// outlines from the icon font's SVG file.
//
// The table is ours: for each SF Symbol name an app commonly asks for (tab bars, bar buttons,
// list rows), the Material Design Icons glyph of the same meaning; SF's outline and `.fill`
// pairs map to MDI's `-outline` and solid glyphs where the font has both. The SVG file carries
// each glyph as path data in font units (y up, 512 to the em), which become a `Path` here, so a
// symbol is vector-drawn at any size and scale.

/// One stand-in glyph: its outline in a unit square (y down, the icon's 24-unit grid as 0...1).
package struct SymbolGlyph: Sendable {
    package let name: String
    package let outline: Path
}

enum SymbolStandIns {
    /// SF Symbol name -> Material Design Icons glyph name.
    static let table: [String: String] = [
        "house": "home", "house.fill": "home",
        "gear": "settings", "gearshape": "settings", "gearshape.fill": "settings",
        "magnifyingglass": "magnify",
        "person": "account-outline", "person.fill": "account",
        "person.circle": "account-circle", "person.circle.fill": "account-circle",
        "person.crop.circle": "account-circle", "person.crop.circle.fill": "account-circle",
        "person.2": "account-multiple-outline", "person.2.fill": "account-multiple",
        "heart": "heart-outline", "heart.fill": "heart",
        "star": "star-outline", "star.fill": "star",
        "bell": "bell-outline", "bell.fill": "bell",
        "tray": "inbox", "tray.fill": "inbox", "archivebox": "archive", "archivebox.fill": "archive",
        "plus": "plus", "minus": "minus", "xmark": "close",
        "plus.circle": "plus-circle-outline", "plus.circle.fill": "plus-circle",
        "xmark.circle": "close-circle-outline", "xmark.circle.fill": "close-circle",
        "checkmark": "check", "checkmark.circle": "checkbox-marked-circle-outline", "checkmark.circle.fill": "check-circle",
        "chevron.left": "chevron-left", "chevron.right": "chevron-right", "chevron.up": "chevron-up", "chevron.down": "chevron-down",
        "arrow.left": "arrow-left", "arrow.right": "arrow-right", "arrow.up": "arrow-up", "arrow.down": "arrow-down",
        "arrow.clockwise": "refresh",
        "square.and.arrow.up": "upload", "square.and.pencil": "pencil-box-outline", "square.and.arrow.down": "download",
        "ellipsis": "dots-horizontal", "ellipsis.circle": "dots-horizontal",
        "trash": "delete", "trash.fill": "delete",
        "envelope": "email-outline", "envelope.fill": "email",
        "message": "message-outline", "message.fill": "message",
        "bubble.left": "comment-outline", "bubble.left.fill": "comment",
        "paperplane": "send", "paperplane.fill": "send",
        "calendar": "calendar", "clock": "clock", "clock.fill": "clock",
        "camera": "camera", "camera.fill": "camera", "photo": "image", "photo.fill": "image",
        "folder": "folder-outline", "folder.fill": "folder",
        "bookmark": "bookmark-outline", "bookmark.fill": "bookmark",
        "book": "book-open-variant", "book.fill": "book-open-variant", "newspaper": "newspaper",
        "doc": "file-outline", "doc.fill": "file", "doc.text": "file-document",
        "play": "play", "play.fill": "play", "pause": "pause", "pause.fill": "pause", "stop.fill": "stop",
        "info.circle": "information-outline", "info.circle.fill": "information",
        "questionmark.circle": "help-circle-outline", "questionmark.circle.fill": "help-circle",
        "exclamationmark.triangle": "alert", "exclamationmark.triangle.fill": "alert",
        "pencil": "pencil", "lock": "lock-outline", "lock.fill": "lock",
        "mappin": "map-marker", "map": "map", "location": "navigation", "location.fill": "navigation",
        "phone": "phone", "phone.fill": "phone",
        "cart": "cart-outline", "cart.fill": "cart", "bag": "shopping", "creditcard": "credit-card", "gift": "gift",
        "flag": "flag-outline", "flag.fill": "flag", "tag": "tag-outline", "tag.fill": "tag",
        "music.note": "music-note", "video": "video", "video.fill": "video", "mic": "microphone", "mic.fill": "microphone",
        "speaker.wave.2": "volume-high", "wifi": "wifi",
        "line.3.horizontal": "menu", "list.bullet": "format-list-bulleted", "square.grid.2x2": "view-grid",
        "link": "link", "paperclip": "paperclip", "cloud": "cloud-outline", "cloud.fill": "cloud",
        "chart.bar": "chart-bar", "chart.bar.fill": "chart-bar", "globe": "earth",
        "eye": "eye", "eye.fill": "eye", "airplane": "airplane", "car": "car", "car.fill": "car", "briefcase": "briefcase",
        "hand.thumbsup": "thumb-up-outline", "hand.thumbsup.fill": "thumb-up",
        "sun.max": "weather-sunny", "sun.max.fill": "weather-sunny", "moon": "weather-night", "moon.fill": "weather-night",
        "bolt": "flash", "bolt.fill": "flash", "lightbulb": "lightbulb-outline", "lightbulb.fill": "lightbulb",
        "circle": "checkbox-blank-circle-outline", "circle.fill": "checkbox-blank-circle",
        "square": "checkbox-blank-outline", "square.fill": "checkbox-blank",
    ]

    /// Where the icon font's SVG file is looked for, under each font directory.
    static let fontFile = "svg/materialdesignicons-webfont/materialdesignicons-webfont.svg"

    nonisolated(unsafe) private static var cache: [String: SymbolGlyph] = [:]
    nonisolated(unsafe) private static var fontText: String??
    private static let lock = NSLock()

    /// The stand-in for `systemName`; nil, with a warning, when there is none or no font.
    static func glyph(forSystemName systemName: String) -> SymbolGlyph? {
        guard let glyphName = table[systemName] else {
            RecordingLog.warning("UIImage(systemName: \"\(systemName)\"): no stand-in for this SF Symbol here, so nil (SF Symbols are Apple's and not on Linux; docs/uikit.md lists the symbols drawn); give the image from a file with UIImage(named:)")
            return nil
        }
        lock.lock(); defer { lock.unlock() }
        if let known = cache[glyphName] { return known }
        guard let text = loadedFont() else {
            RecordingLog.warning("UIImage(systemName: \"\(systemName)\"): nil, the icon font its stand-in comes from is not installed (apt-get install fonts-materialdesignicons-webfont, or scripts/install-deps.sh)")
            return nil
        }
        guard let outline = outline(of: glyphName, in: text) else {
            RecordingLog.warning("UIImage(systemName: \"\(systemName)\"): the icon font has no glyph '\(glyphName)', so nil")
            return nil
        }
        let glyph = SymbolGlyph(name: glyphName, outline: outline)
        cache[glyphName] = glyph
        return glyph
    }

    private static func loadedFont() -> String? {
        if let known = fontText { return known }
        let found = FontLibrary.defaultSearchDirectories.lazy
            .compactMap { try? String(contentsOfFile: "\($0)/\(fontFile)", encoding: .utf8) }.first
        fontText = .some(found)
        return found
    }

    /// The glyph's path data as a unit-square outline (the font's 512-unit em, ascent 448, y up).
    static func outline(of glyphName: String, in font: String) -> Path? {
        guard let start = font.range(of: "glyph-name=\"\(glyphName)\"") else { return nil }
        let rest = font[start.upperBound...]
        guard let end = rest.range(of: "/>"), let d = rest[..<end.lowerBound].range(of: " d=\"") else { return nil }
        let data = rest[d.upperBound..<end.lowerBound].prefix { $0 != "\"" }
        return SVGPathData.path(String(data)) { x, y in Point(x: x / 512, y: (448 - y) / 512) }
    }
}

/// Reads SVG path data of absolute commands (M L H V C S Q T Z), as icon fonts write it, into a
/// `Path`, mapping each point through `map`; nil for data it cannot read.
package enum SVGPathData {
    package static func path(_ data: String, map: (Double, Double) -> Point) -> Path? {
        var path = Path()
        var numbers: [Double] = []
        var command: Character?
        var current = (x: 0.0, y: 0.0), lastControl: (x: Double, y: Double)?
        var token = ""

        func flushNumber() {
            if !token.isEmpty, let v = Double(token) { numbers.append(v) }
            token = ""
        }
        func run() -> Bool {
            guard let c = command else { return numbers.isEmpty }
            var i = 0
            func take(_ n: Int) -> [Double]? { guard i + n <= numbers.count else { return nil }; defer { i += n }; return Array(numbers[i..<i + n]) }
            repeat {
                switch c {
                case "M", "L":
                    guard let p = take(2) else { return false }
                    current = (p[0], p[1])
                    if c == "M" && i == 2 { path.move(to: map(p[0], p[1])) } else { path.addLine(to: map(p[0], p[1])) }
                    lastControl = nil
                case "H":
                    guard let p = take(1) else { return false }
                    current.x = p[0]; path.addLine(to: map(current.x, current.y)); lastControl = nil
                case "V":
                    guard let p = take(1) else { return false }
                    current.y = p[0]; path.addLine(to: map(current.x, current.y)); lastControl = nil
                case "C":
                    guard let p = take(6) else { return false }
                    path.addCurve(to: map(p[4], p[5]), control1: map(p[0], p[1]), control2: map(p[2], p[3]))
                    lastControl = (p[2], p[3]); current = (p[4], p[5])
                case "S":
                    guard let p = take(4) else { return false }
                    let c1 = lastControl.map { (2 * current.x - $0.x, 2 * current.y - $0.y) } ?? current
                    path.addCurve(to: map(p[2], p[3]), control1: map(c1.0, c1.1), control2: map(p[0], p[1]))
                    lastControl = (p[0], p[1]); current = (p[2], p[3])
                case "Q":
                    guard let p = take(4) else { return false }
                    path.addQuadCurve(to: map(p[2], p[3]), control: map(p[0], p[1]))
                    lastControl = (p[0], p[1]); current = (p[2], p[3])
                case "T":
                    guard let p = take(2) else { return false }
                    let q = lastControl.map { (2 * current.x - $0.x, 2 * current.y - $0.y) } ?? current
                    path.addQuadCurve(to: map(p[0], p[1]), control: map(q.0, q.1))
                    lastControl = q; current = (p[0], p[1])
                case "Z", "z":
                    path.closeSubpath(); lastControl = nil
                    return numbers.isEmpty
                default:
                    return false
                }
            } while i < numbers.count
            return true
        }

        for ch in data {
            if ch.isLetter && ch != "e" && ch != "E" {
                flushNumber()
                guard run() else { return nil }
                command = ch; numbers = []
            } else if ch == " " || ch == "," {
                flushNumber()
            } else if ch == "-" && !token.isEmpty && !token.hasSuffix("e") && !token.hasSuffix("E") {
                flushNumber(); token = "-"
            } else {
                token.append(ch)
            }
        }
        flushNumber()
        guard run() else { return nil }
        return path.elements.isEmpty ? nil : path
    }
}
