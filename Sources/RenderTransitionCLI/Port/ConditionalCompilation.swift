// `#if os(iOS)` is false on Linux, so a library wrapped in it (many are, file by file) would
// compile to nothing, silently. The UIKit product is what stands for iOS here, so port writes
// `canImport(UIKit)` for `os(iOS)`: true wherever the ported code compiles against the UIKit
// module, as `os(iOS)` is on a device. The other platforms' checks already have their iOS
// value on Linux (`os(tvOS)`, `os(watchOS)`, `os(macOS)`… are false on both) and stay, except
// inside an `||` chain of platform checks holding `os(iOS)`, which is true as a whole
// (`os(iOS) || os(tvOS)` → `canImport(UIKit)`). `os(Linux)` stays: code uses it to pick the C
// library (`import Glibc`), which is what Linux still needs.

/// Rewrites `os(iOS)` in `#if` and `#elseif` conditions.
enum ConditionalCompilation {
    /// Platform names whose `os(…)` check is false on a device running iOS.
    static let otherApplePlatforms: Set<String> = ["tvOS", "watchOS", "visionOS", "xrOS", "macOS", "OSX", "macCatalyst"]

    static let reason = "os(iOS) is false on Linux; canImport(UIKit) is true with the UIKit product, as os(iOS) is on a device"

    /// The replacements for every `os(iOS)` (or `||` chain of platform checks holding it).
    static func replacements(in source: SwiftSource) -> [SourceReplacement] {
        var result: [SourceReplacement] = []
        for index in source.tokens.indices where source.tokens[index].kind == .poundDirective {
            let word = source.text(at: index)
            guard word == "#if" || word == "#elseif" else { continue }
            var condition: [Int] = []
            var k = index
            while let next = source.nextCode(after: k), !source.startsLine(next) {
                condition.append(next)
                k = next
            }
            result += rewrites(of: condition, in: source)
        }
        return result
    }

    /// `os(NAME)` at position `p` of `condition`: NAME, or nil.
    private static func platform(at p: Int, _ condition: [Int], _ source: SwiftSource) -> String? {
        guard p + 3 < condition.count, source.isWord(condition[p], "os"), source.isSymbol(condition[p + 1], "("),
              source.tokens[condition[p + 2]].kind == .identifier, source.isSymbol(condition[p + 3], ")") else { return nil }
        return source.text(at: condition[p + 2])
    }

    private static func rewrites(of condition: [Int], in source: SwiftSource) -> [SourceReplacement] {
        var result: [SourceReplacement] = []
        var p = 0
        while p < condition.count {
            guard platform(at: p, condition, source) != nil else { p += 1; continue }
            // The `||` chain of platform checks starting here.
            var names: [String] = []
            var end = p
            while let name = platform(at: end, condition, source) {
                names.append(name)
                end += 4
                guard end < condition.count, source.isSymbol(condition[end], "||"), platform(at: end + 1, condition, source) != nil else { break }
                end += 1
            }
            let before = p > 0 ? source.text(at: condition[p - 1]) : ""
            let after = end < condition.count ? source.text(at: condition[end]) : ""
            let wholeChain = names.count > 1 && names.contains("iOS") && names.allSatisfy { $0 == "iOS" || otherApplePlatforms.contains($0) }
                && before != "&&" && before != "!" && after != "&&"
            if wholeChain {
                let range = source.tokens[condition[p]].range.lowerBound..<source.tokens[condition[end - 1]].range.upperBound
                result.append(.replacing(range, with: "canImport(UIKit)", reason: reason))
            } else {
                var q = p
                while q < end {
                    if platform(at: q, condition, source) == "iOS" {
                        let range = source.tokens[condition[q]].range.lowerBound..<source.tokens[condition[q + 3]].range.upperBound
                        result.append(.replacing(range, with: "canImport(UIKit)", reason: reason))
                    }
                    q += 5
                }
            }
            p = end
        }
        return result
    }
}
