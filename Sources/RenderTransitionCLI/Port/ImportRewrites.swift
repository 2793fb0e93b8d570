// Imports that stop a file on Linux before anything else is checked ("no such module"):
//
// - a submodule, `import UIKit.UIGestureRecognizerSubclass`, `import QuartzCore.CALayer`: the
//   modules here have none, so the module is imported whole;
// - `import ObjectiveC`: there is no Objective-C runtime; what the UIKit module has of it
//   comes with `import UIKit`, which replaces it in a file that does not already import UIKit;
// - `import Darwin`: Linux's C library is Glibc;
// - Apple frameworks that do not exist here (MetalKit, CoreMedia, AVFoundation…): the import
//   is dropped, saying so (what the file uses of the framework is then reported by the
//   compiler); a file left with no import of Foundation, Core Graphics, QuartzCore or UIKit
//   gets `import QuartzCore` instead, for the Foundation and graphics types those frameworks
//   re-export;
// - SwiftUI, AppKit, Cocoa, WatchKit: a file that imports one is written for that framework
//   and nothing of it can compile here, so port leaves it out of the output, saying so.
//
// An import in a `#if` branch that is not compiled here (`#if canImport(SwiftUI)`, the `#else` of
// `#if canImport(UIKit)`, `#if os(macOS)`) stays as written.

/// The import rewrites of one file, and whether it is to be left out.
struct ImportRewrites {
    var replacements: [SourceReplacement] = []
    /// The framework that makes port leave the file out, or nil.
    var leftOutFor: String?
    /// True when the file imports UIKit (after these rewrites).
    var importsUIKit = false
    /// The file's imports outside every brace (compiled here or not).
    var statements: [Statement] = []

    /// The modules port maps to the whole module when imported with a submodule path.
    static let wholeModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics", "Foundation"]
    /// Frameworks whose files are written for them: left out.
    static let leaveOut: Set<String> = ["SwiftUI", "AppKit", "Cocoa", "WatchKit", "ClockKit"]
    /// Apple frameworks that do not exist here: their import is dropped.
    static let absent: Set<String> = [
        "MetalKit", "Metal", "MetalPerformanceShaders", "CoreImage", "CoreMedia", "CoreVideo", "AVFoundation", "AVKit",
        "SpriteKit", "SceneKit", "GLKit", "OpenGLES", "ARKit", "RealityKit", "Photos", "PhotosUI", "StoreKit", "MessageUI",
        "SafariServices", "UserNotifications", "LocalAuthentication", "CoreLocation", "MapKit", "CoreMotion", "Contacts",
        "ContactsUI", "EventKit", "EventKitUI", "CoreML", "Vision", "AudioToolbox", "CoreAudio", "CoreHaptics",
        "MobileCoreServices", "UniformTypeIdentifiers", "ImageIO", "os", "OSLog", "Combine", "Network",
        "WebKit", "CoreText", "CoreData", "CloudKit", "GameplayKit", "GameKit", "Intents", "IntentsUI", "LinkPresentation",
        "AppTrackingTransparency", "AdSupport", "CoreTelephony", "SystemConfiguration", "Security", "CryptoKit",
        "CoreBluetooth", "HealthKit", "HomeKit", "PassKit", "QuickLook", "WidgetKit", "ActivityKit", "AssetsLibrary",
        "MediaPlayer", "Social", "Twitter", "iAd", "NotificationCenter", "PencilKit", "VisionKit", "QuickLookThumbnailing",
    ]
    /// Modules that give a file Foundation and the graphics types.
    static let foundations: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics", "Foundation"]

    init(source: SwiftSource) {
        let imports = Self.imports(in: source)
        statements = imports
        let kept = imports.filter { !$0.notCompiled }
        let modules = Set(kept.map(\.module))
        importsUIKit = modules.contains("UIKit")
        if let framework = kept.first(where: { Self.leaveOut.contains($0.module) }) {
            leftOutFor = framework.module
            return
        }
        var providesFoundation = !modules.isDisjoint(with: Self.foundations)
        for statement in kept {
            let module = statement.module
            if statement.kind != nil {
                continue   // `import class UIKit.UIView` names a declaration, not a submodule
            } else if statement.hasSubmodule, Self.wholeModules.contains(module) {
                replacements.append(.replacing(statement.path, with: module,
                                               reason: "the modules here have no submodules; \(module) is imported whole"))
            } else if statement.hasSubmodule {
                continue
            } else if module == "ObjectiveC" {
                if importsUIKit {
                    replacements.append(.deletion(statement.line, reason: "there is no Objective-C runtime on Linux; what the UIKit module has of it comes with import UIKit"))
                } else {
                    replacements.append(.replacing(statement.path, with: "UIKit", reason: "there is no Objective-C runtime on Linux; what the UIKit module has of it comes with import UIKit"))
                    importsUIKit = true
                    providesFoundation = true
                }
            } else if module == "Darwin" {
                replacements.append(.replacing(statement.path, with: "Glibc", reason: "Darwin is Apple's C library; Linux's is Glibc"))
            } else if Self.absent.contains(module) {
                if providesFoundation {
                    replacements.append(.deletion(statement.line, reason: "\(module) does not exist here; what this file uses of it will not compile"))
                } else {
                    replacements.append(.replacing(statement.path, with: "QuartzCore",
                                                   reason: "\(module) does not exist here; QuartzCore brings the Foundation, Core Graphics and Core Animation types it re-exports, and what this file uses of \(module) itself will not compile"))
                    providesFoundation = true
                }
            }
        }
    }

    /// One `import` statement at file level.
    struct Statement {
        /// The first name of its path (`UIKit` of `UIKit.UIColor`).
        let module: String
        /// The bytes of the path (`UIKit.UIColor`), replaced when the module is renamed.
        let path: Range<Int>
        let hasSubmodule: Bool
        /// `class`, `struct`, `func`… of `import class UIKit.UIView`, or nil.
        let kind: String?
        /// The whole line with its break when the statement is alone on it, else the statement.
        let line: Range<Int>
        /// True in a `#if` branch that is not compiled here (`#if canImport(SwiftUI)`, the
        /// `#else` of `#if canImport(UIKit)`).
        let notCompiled: Bool
    }

    static let importKinds: Set<String> = ["class", "struct", "enum", "protocol", "typealias", "func", "let", "var"]

    /// The `import` statements outside every brace, with the `#if` branch each is in.
    static func imports(in source: SwiftSource) -> [Statement] {
        var result: [Statement] = []
        var braces = 0
        // Per open `#if`: whether an earlier branch is known to be compiled here, and whether
        // the current one may be.
        var levels: [(earlierTrue: Bool, active: Bool)] = []
        for index in source.tokens.indices {
            let token = source.tokens[index]
            switch token.kind {
            case .punctuation where source.text(at: index) == "{": braces += 1
            case .punctuation where source.text(at: index) == "}": braces -= 1
            case .poundDirective:
                var condition: [Int] = []
                var k = index
                while let next = source.nextCode(after: k), !source.startsLine(next) { condition.append(next); k = next }
                switch source.text(at: index) {
                case "#if":
                    let value = CompileCondition(source: source, tokens: condition).value
                    levels.append((value == true, value != false))
                case "#elseif":
                    guard let level = levels.popLast() else { break }
                    if level.earlierTrue {
                        levels.append((true, false))
                    } else {
                        let value = CompileCondition(source: source, tokens: condition).value
                        levels.append((value == true, value != false))
                    }
                case "#else":
                    guard let level = levels.popLast() else { break }
                    levels.append((true, !level.earlierTrue))
                case "#endif": _ = levels.popLast()
                default: break
                }
            case .identifier where braces == 0 && source.text(at: index) == "import":
                guard var k = source.nextCode(after: index) else { continue }
                var kind: String?
                if importKinds.contains(source.text(at: k)), let next = source.nextCode(after: k), source.tokens[next].kind == .identifier {
                    kind = source.text(at: k)
                    k = next
                }
                guard source.tokens[k].kind == .identifier else { continue }
                let module = source.text(at: k).replacingBackticks
                var last = k
                while let dot = source.nextCode(after: last), source.isSymbol(dot, "."), let part = source.nextCode(after: dot),
                      source.tokens[part].kind == .identifier {
                    last = part
                }
                let path = source.tokens[k].range.lowerBound..<source.tokens[last].range.upperBound
                let notCompiled = levels.contains { !$0.active }
                result.append(Statement(module: module, path: path, hasSubmodule: last != k, kind: kind,
                                        line: wholeLine(from: index, to: last, in: source), notCompiled: notCompiled))
            default: break
            }
        }
        return result
    }

    /// The statement's line with its break when nothing else is on it (attributes before
    /// `import` included), else the statement from `import` on.
    private static func wholeLine(from keyword: Int, to last: Int, in source: SwiftSource) -> Range<Int> {
        let text = source.text
        var first = keyword
        while let previous = source.previousCode(before: first), source.tokens[previous].kind == .attribute, !source.startsLine(first) {
            first = previous
        }
        let start = text.lineStart(of: source.tokens[first].range.lowerBound)
        let end = text.lineEnd(of: source.tokens[last].range.upperBound)
        let statement = source.tokens[first].range.lowerBound..<source.tokens[last].range.upperBound
        guard text.isBlank(start..<statement.lowerBound), text.isBlank(statement.upperBound..<end) else { return statement }
        return start..<text.afterLineBreak(at: end)
    }
}

extension ImportRewrites {
    static let selectorReason = "Selector is the UIKit module's; this file did not import UIKit"
    static let umbrellaReason = "in a framework the Swift files see UIKit through its umbrella header without importing it; here each file imports what it uses"

    /// Foundation's types without a prefix that UIKit code names (UIKit's umbrella gives them too).
    static let foundationNames: Set<String> = [
        "TimeInterval", "RunLoop", "Timer", "Date", "Data", "URL", "UUID", "Bundle", "NotificationCenter", "Notification",
        "DispatchQueue", "IndexPath", "IndexSet", "Locale", "Calendar", "DateFormatter", "NumberFormatter", "UserDefaults",
        "OperationQueue", "Thread", "ProcessInfo", "FileManager", "JSONDecoder", "JSONEncoder", "CharacterSet",
    ]

    /// Names a file importing Foundation sees from UIKit only (UIKit's virtual clock shadows
    /// Dispatch's and Foundation's; Darwin's Dispatch defines the time constants).
    static let clockNames: Set<String> = ["DispatchQueue", "DispatchTime", "DispatchWorkItem", "DispatchGroup", "Timer",
                                          "NSEC_PER_SEC", "NSEC_PER_MSEC", "NSEC_PER_USEC", "USEC_PER_SEC", "MSEC_PER_SEC"]

    /// True when the file names a UIKit, Core Graphics, Core Animation or Foundation type
    /// (`UIView`, `CGFloat`, `CALayer`, `NSObject`, `TimeInterval`) in its code; with
    /// `beyondFoundation`, only what a file importing Foundation does not see: UIKit's and
    /// Core Animation's types (`UIView`, `CALayer`) and the virtual clock's `clockNames`.
    static func namesUIKitTypes(_ source: SwiftSource, beyondFoundation: Bool = false) -> Bool {
        let prefixes: Set<String> = beyondFoundation ? ["UI", "CA"] : ["UI", "CG", "CA", "NS"]
        return source.tokens.indices.contains { i in
            guard source.tokens[i].kind == .identifier else { return false }
            let name = source.text(at: i)
            if clockNames.contains(name) || (!beyondFoundation && (name == "TimeInterval" || foundationNames.contains(name))) { return true }
            let scalars = Array(name.unicodeScalars.prefix(3))
            guard scalars.count == 3, prefixes.contains(String(String.UnicodeScalarView(scalars[0..<2]))) else { return false }
            return scalars[2].properties.isUppercase
        }
    }

    /// The insertion of `import UIKit` on its own line: after the file's last import outside
    /// every brace, or before its first line of code when it has none.
    static func uikitImport(in source: SwiftSource, reason: String = selectorReason) -> SourceReplacement {
        let text = source.text
        let lineBreak = String(decoding: text.lineBreak, as: UTF8.self)
        if let last = imports(in: source).last {
            let end = last.line.upperBound
            if end > 0, text.bytes[end - 1] == 0x0A || text.bytes[end - 1] == 0x0D {
                return .replacing(end..<end, with: "import UIKit" + lineBreak, reason: reason)
            }
            let lineEnd = text.lineEnd(of: end)
            return .replacing(lineEnd..<lineEnd, with: lineBreak + "import UIKit", reason: reason)
        }
        // Before the first line of code, above the comments directly on top of it (its doc comment).
        guard var first = source.tokens.firstIndex(where: { !$0.isComment }) else {
            return .replacing(text.bytes.count..<text.bytes.count, with: lineBreak + "import UIKit" + lineBreak, reason: reason)
        }
        while first > 0, source.tokens[first - 1].isComment,
              text.line(of: source.tokens[first].range.lowerBound) - text.line(of: source.tokens[first - 1].range.upperBound - 1) <= 1,
              first - 1 == 0 || text.line(of: source.tokens[first - 2].range.upperBound - 1) < text.line(of: source.tokens[first - 1].range.lowerBound) {
            first -= 1
        }
        let start = text.lineStart(of: source.tokens[first].range.lowerBound)
        return .replacing(start..<start, with: "import UIKit" + lineBreak, reason: reason)
    }
}

/// A `#if` condition's value here, as far as port can tell: `canImport` of the modules that
/// exist here (true) or of Apple frameworks that do not (false), `os(iOS)` (true: port writes
/// `canImport(UIKit)` for it), the other Apple platforms and `targetEnvironment` (false),
/// `os(Linux)` (true); anything else (`swift(>=5)`, `arch`, a flag) is unknown, nil.
struct CompileCondition {
    let source: SwiftSource
    let tokens: [Int]

    static let present: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics", "Foundation", "FoundationEssentials",
                                       "Dispatch", "Glibc", "Swift", "XCTest", "Testing"]

    var value: Bool? {
        var p = 0
        let v = disjunction(&p)
        return p == tokens.count ? v : nil
    }

    private func text(_ p: Int) -> String? { p < tokens.count ? source.text(at: tokens[p]) : nil }

    private func disjunction(_ p: inout Int) -> Bool? {
        var v = conjunction(&p)
        while text(p) == "||" {
            p += 1
            let w = conjunction(&p)
            v = v == true || w == true ? true : (v == false && w == false ? false : nil)
        }
        return v
    }

    private func conjunction(_ p: inout Int) -> Bool? {
        var v = unary(&p)
        while text(p) == "&&" {
            p += 1
            let w = unary(&p)
            v = v == false || w == false ? false : (v == true && w == true ? true : nil)
        }
        return v
    }

    private func unary(_ p: inout Int) -> Bool? {
        if text(p) == "!" {
            p += 1
            return unary(&p).map { !$0 }
        }
        guard let word = text(p) else { return nil }
        if word == "(" {
            let close = source.partner[tokens[p]]
            p += 1
            let v = disjunction(&p)
            if p < tokens.count, tokens[p] == close { p += 1 }
            return v
        }
        p += 1
        if word == "true" { return true }
        if word == "false" { return false }
        guard text(p) == "(" else { return nil }
        let close = source.partner[tokens[p]]
        let argument = p + 1 < tokens.count && tokens[p + 1] < close ? source.text(at: tokens[p + 1]) : ""
        while p < tokens.count, tokens[p] <= close { p += 1 }
        switch word {
        case "canImport":
            if Self.present.contains(argument) { return true }
            if ImportRewrites.absent.contains(argument) || ImportRewrites.leaveOut.contains(argument)
                || argument == "ObjectiveC" || argument == "Darwin" { return false }
            return nil
        case "os":
            if argument == "iOS" || argument == "Linux" { return true }
            return ConditionalCompilation.otherApplePlatforms.contains(argument) ? false : nil
        case "targetEnvironment": return false
        default: return nil
        }
    }
}
