import Foundation
import Raster

/// Turns option value strings into typed values, with a usage error naming the option and value.
package enum OptionValue {
    /// A whole number, e.g. `--fps 30`.
    package static func integer(_ text: String, option: String) throws(CLIError) -> Int {
        guard let v = Int(text.trimmingSpaces) else {
            throw .usage("\(option) '\(text)' is not a whole number")
        }
        return v
    }

    /// A finite decimal number, e.g. `--duration 0.5`; NaN and infinities are refused.
    package static func number(_ text: String, option: String) throws(CLIError) -> Double {
        guard let v = Double(text.trimmingSpaces), v.isFinite else {
            throw .usage("\(option) '\(text)' is not a finite number")
        }
        return v
    }

    /// `X,Y,W,H` in points, e.g. `--trigger 20,700,80,44`.
    package static func rect(_ text: String, option: String) throws(CLIError) -> Rect {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingSpaces) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
              [x, y, w, h].allSatisfy(\.isFinite) else {
            throw .usage("\(option) '\(text)' must be four numbers X,Y,W,H in points, e.g. \(option) 20,700,80,44")
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// `A..B` (inclusive) or a single frame `A`, e.g. `--frames 0..29`.
    package static func frameRange(_ text: String, option: String) throws(CLIError) -> ClosedRange<Int> {
        let parts = text.components(separatedBy: "..")
        let bounds = parts.map { Int($0.trimmingSpaces) }
        guard (1...2).contains(parts.count), let first = bounds.first ?? nil, let last = bounds.last ?? nil else {
            throw .usage("\(option) '\(text)' must be A..B, two frame numbers (inclusive), e.g. \(option) 0..29")
        }
        guard first >= 0 else { throw .usage("\(option) '\(text)': frame numbers start at 0") }
        guard first <= last else { throw .usage("\(option) '\(text)': the first frame \(first) is after the last \(last)") }
        return first...last
    }

    /// A colour `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    package static func color(_ text: String, option: String) throws(CLIError) -> Color {
        guard let c = Color(hex: text.trimmingSpaces) else {
            let foreign = text.first { !$0.isASCII }.map { " ('\($0)' is not an ASCII hex digit)" } ?? ""
            throw .usage("\(option) '\(text)' is not a colour\(foreign); use #RGB, #RRGGBB or #RRGGBBAA, e.g. \(option) '#1c1c1e'")
        }
        return c
    }

    /// One of a fixed set of words, e.g. `--compression fast`.
    package static func choice(_ text: String, option: String, among words: [String]) throws(CLIError) -> String {
        guard words.contains(text) else {
            let hint = EditDistance.nearest(to: text, among: words).map { "; did you mean '\($0)'?" } ?? ""
            throw .usage("\(option) '\(text)' is not one of \(words.joined(separator: ", "))\(hint)")
        }
        return text
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
