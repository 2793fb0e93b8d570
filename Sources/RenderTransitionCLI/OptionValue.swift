import Foundation
import Raster

/// Turns option value strings into typed values, with a usage error naming the option and value.
package enum OptionValue {
    /// A whole number, e.g. `--fps 30` (`30.0` and `3e1` too): a `decimal` with no fraction.
    package static func integer(_ text: String, option: String) throws(CLIError) -> Int {
        guard let v = decimal(text), v == v.rounded(), abs(v) < 1e15 else {
            throw .usage("\(option) '\(text)' is not a whole number")
        }
        return Int(v)
    }

    /// A finite decimal number, e.g. `--duration 0.5`; NaN, infinities and hexadecimal are refused.
    package static func number(_ text: String, option: String) throws(CLIError) -> Double {
        guard let v = decimal(text) else {
            throw .usage("\(option) '\(text)' is not a finite number")
        }
        return v
    }

    /// The one number syntax of every option: optional spaces around `[+-]digits[.digits][e[+-]digits]`
    /// (or `.digits`), finite. `Double("0x10")` would read hexadecimal (16) and `Double("nan")`
    /// NaN; neither is a number a user means.
    package static func decimal(_ text: String) -> Double? {
        let t = Array(text.trimmingSpaces.utf8)
        var i = 0
        func digits() -> Int {
            let start = i
            while i < t.count, t[i] >= UInt8(ascii: "0"), t[i] <= UInt8(ascii: "9") { i += 1 }
            return i - start
        }
        if i < t.count, t[i] == UInt8(ascii: "+") || t[i] == UInt8(ascii: "-") { i += 1 }
        var mantissa = digits()
        if i < t.count, t[i] == UInt8(ascii: ".") {
            i += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return nil }
        if i < t.count, t[i] == UInt8(ascii: "e") || t[i] == UInt8(ascii: "E") {
            i += 1
            if i < t.count, t[i] == UInt8(ascii: "+") || t[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { return nil }
        }
        guard i == t.count, let v = Double(String(decoding: t, as: UTF8.self)), v.isFinite else { return nil }
        return v
    }

    /// `X,Y,W,H` in points, e.g. `--trigger 20,700,80,44`.
    package static func rect(_ text: String, option: String) throws(CLIError) -> Rect {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { decimal(String($0)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
              [x, y, w, h].allSatisfy(\.isFinite) else {
            throw .usage("\(option) '\(text)' must be four numbers X,Y,W,H in points, e.g. \(option) 20,700,80,44")
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// `A..B` (inclusive) or a single frame `A`, e.g. `--frames 0..29`.
    package static func frameRange(_ text: String, option: String) throws(CLIError) -> ClosedRange<Int> {
        let parts = text.components(separatedBy: "..")
        let bounds = parts.map { Int(exactly: decimal($0) ?? .nan) }
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
