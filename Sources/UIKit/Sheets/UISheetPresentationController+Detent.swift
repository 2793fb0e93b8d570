// Covers UISheetPresentationController.Detent: `.medium()`, `.large()`, `.custom(identifier:resolver:)`
// (a nil from the resolver makes the detent inactive, as UIKit's does), `identifier`,
// `resolvedValue(in:)`, `Detent.Identifier` (`.medium`, `.large`), and the resolution context's
// `maximumDetentValue`. Not covered: the context's `containerTraitCollection` (absent with
// UITraitCollection) and the medium detent's inactivity in a compact height (recordings are
// portrait, where it is active).

import Foundation

/// What a custom detent's resolver is given.
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The largest value a detent can have: the sheet's full height less the bottom safe area.
    var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationController {
    /// A height at which a sheet rests.
    public final class Detent: NSObject {
        /// A detent's name (`selectedDetentIdentifier`, `largestUndimmedDetentIdentifier`).
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system medium detent's (UIKit's string, `com.apple.UIKit.medium`).
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system large detent's (`com.apple.UIKit.large`).
            public static let large = Identifier("com.apple.UIKit.large")
        }

        enum Kind { case medium, large, custom((UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) }

        public let identifier: Identifier
        let kind: Kind

        init(identifier: Identifier, kind: Kind) {
            self.identifier = identifier
            self.kind = kind
        }

        /// About half the screen: 0.56 of the largest value in a container taller than 568 pt, else 0.63.
        public class func medium() -> Detent { Detent(identifier: .medium, kind: .medium) }
        /// The sheet's full height.
        public class func large() -> Detent { Detent(identifier: .large, kind: .large) }
        /// A detent whose height `resolver` computes (nil: inactive); without an identifier it
        /// gets a unique one, as UIKit's does.
        public class func custom(identifier: Identifier? = nil,
                                 resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            serial += 1
            return Detent(identifier: identifier ?? Identifier("com.apple.UIKit.dynamic.\(serial)"), kind: .custom(resolver))
        }
        nonisolated(unsafe) private static var serial = 0

        /// The detent's height in `context` (nil: inactive).
        public func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            switch kind {
            case .large: return context.maximumDetentValue
            case .medium:
                let height = (context as? SheetDetentContext)?.containerHeight ?? UIScreen.main.bounds.height
                return context.maximumDetentValue * SheetMetrics.mediumFraction(containerHeight: height)
            case .custom(let resolver): return resolver(context)
            }
        }

        /// A system detent equals another of its kind; a custom one only itself (as UIKit's).
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? Detent else { return false }
            if other === self { return true }
            switch (kind, other.kind) {
            case (.medium, .medium), (.large, .large): return true
            default: return false
            }
        }
        public override var hash: Int { identifier.hashValue }
    }
}

/// The context a sheet resolves its detents in.
final class SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat
    let containerHeight: CGFloat
    init(maximumDetentValue: CGFloat, containerHeight: CGFloat) {
        self.maximumDetentValue = maximumDetentValue
        self.containerHeight = containerHeight
    }
}
