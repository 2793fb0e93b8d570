package import Raster

extension NSAttributedString.Key {
    /// A UIFont (default: the 12-pt system font, as UIKit's).
    public static let font = NSAttributedString.Key("NSFont")
    /// A UIColor for the glyphs (default black).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// Swift 4's spelling of `NSAttributedString.Key`.
public typealias NSAttributedStringKey = NSAttributedString.Key

extension NSAttributedString {
    /// The runs the engine lays out: one per stretch of equal font and colour. Attributes the
    /// engine does not draw are reported (never silently dropped).
    package func engineText(defaultFont: UIFont, defaultColor: UIColor) -> AttributedText {
        var runs: [TextRun] = []
        let whole = NSRange(location: 0, length: length)
        enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            let piece = attributedSubstring(from: range).string
            var font = defaultFont, color = defaultColor
            for (key, value) in attributes {
                switch key {
                case .font:
                    if let f = value as? UIFont { font = f } else { RecordingLog.error("attributed text: the .font attribute is \(type(of: value)), not a UIFont") }
                case .foregroundColor:
                    if let c = value as? UIColor { color = c } else { RecordingLog.error("attributed text: the .foregroundColor attribute is \(type(of: value)), not a UIColor") }
                default:
                    RecordingLog.warning("attributed text: the '\(key.rawValue)' attribute is not drawn")
                }
            }
            if let last = runs.last, last.font == font.descriptor, last.color == color.color {
                runs[runs.count - 1].string += piece
            } else {
                runs.append(TextRun(piece, font: font.descriptor, color: color.color))
            }
        }
        return AttributedText(runs: runs)
    }
}
