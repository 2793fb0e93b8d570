// Shared inputs for the text tests: the Ping demo texts (TRANSITIONS.md section 1) and an
// independent reader of a TrueType file's vertical metrics, so expected line heights do not
// come from the code under test.
import Foundation
import Raster

enum PingText {
    /// The demo's text view width on a 390-pt-wide screen: W - 32 - 25.
    static let width = 390.0 - 32 - 25

    /// The white screen: bold 18 pt black title, 16 pt light gray body.
    static let white = AttributedText(runs: [
        TextRun("Beep boop, you've unlocked a new\n something or other that I call \"Tech Talk\"\n\n",
                font: .boldSystem(size: 18), color: .black),
        TextRun("Hi, I'm Pong. Tap the black dot,\n choose stuff you care about and close\n me when you're done. You're going to\n like me.\n\nTouch me.",
                font: .system(size: 16), color: .lightGray),
    ])

    static let blackItems = ["Apps worth downloading", "Best of Hacker News", "Curiosities", "Daily Fortune Cookies",
                             "Fitspiration", "Is it Friday yet?", "Movies worth mocking"]

    /// The black screen: the seed's indented multi-line literal, each line "    item\n\n" plus the
    /// literal's own line break (none after the last line).
    static let black = AttributedText(blackItems.map { "    " + $0 + "\n\n" }.joined(separator: "\n"),
                                      font: .system(size: 18), color: .white)
}

/// hhea/head values read straight from a font file.
struct FontFileMetrics {
    var unitsPerEm: Double, ascender: Double, descender: Double, lineGap: Double

    init(path: String) throws {
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func u16(_ o: Int) -> Int { Int(data[o]) << 8 | Int(data[o + 1]) }
        func i16(_ o: Int) -> Double { Double(Int16(bitPattern: UInt16(u16(o)))) }
        func u32(_ o: Int) -> Int { u16(o) << 16 | u16(o + 2) }
        var tables: [String: Int] = [:]
        for t in 0..<u16(4) {
            let entry = 12 + 16 * t
            tables[String(decoding: data[entry..<entry + 4], as: UTF8.self)] = u32(entry + 8)
        }
        let head = tables["head"]!, hhea = tables["hhea"]!
        unitsPerEm = Double(u16(head + 18))
        ascender = i16(hhea + 4)
        descender = i16(hhea + 6)
        lineGap = i16(hhea + 8)
    }

    /// UIFont.lineHeight at a point size.
    func lineHeight(pointSize: Double) -> Double { (ascender - descender + lineGap) * pointSize / unitsPerEm }
    func ascent(pointSize: Double) -> Double { ascender * pointSize / unitsPerEm }
}

/// The system font's files (fonts-inter): the Text cut below 20 pt, the Display cut from 20 pt.
enum Inter {
    static let directory = "/usr/share/fonts/opentype/inter/"
    static let regular = directory + "Inter-Regular.otf"
    static let bold = directory + "Inter-Bold.otf"
    static let light = directory + "Inter-Light.otf"
    static let displayRegular = directory + "InterDisplay-Regular.otf"
    static let displayBold = directory + "InterDisplay-Bold.otf"
}

enum DejaVu {
    static let directory = "/usr/share/fonts/truetype/dejavu/"
    static let regular = directory + "DejaVuSans.ttf"
    static let bold = directory + "DejaVuSans-Bold.ttf"
    static let extraLight = directory + "DejaVuSans-ExtraLight.ttf"
}

func approximatelyEqual(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
