import Foundation

extension UIView {
    /// UIKit's springs and struts: which parts of a view's frame take up a change of its
    /// superview's size, per axis the margins before and after it and its own extent.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

        /// `frame` in a superview that went from `old` to `new`: along each axis the change is
        /// shared among the flexible parts in proportion to their sizes (evenly when they are
        /// all zero), as UIKit documents; with no flexible part the frame stays.
        func resized(_ frame: CGRect, from old: CGSize, to new: CGSize) -> CGRect {
            let x = Self.share(new.width - old.width, before: frame.minX, extent: frame.width, after: old.width - frame.maxX,
                               flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)))
            let y = Self.share(new.height - old.height, before: frame.minY, extent: frame.height, after: old.height - frame.maxY,
                               flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))
            return CGRect(x: frame.minX + x.before, y: frame.minY + y.before,
                          width: frame.width + x.extent, height: frame.height + y.extent)
        }

        /// The part of `delta` that the leading margin and the extent take.
        private static func share(_ delta: CGFloat, before: CGFloat, extent: CGFloat, after: CGFloat,
                                  flexible: (Bool, Bool, Bool)) -> (before: CGFloat, extent: CGFloat) {
            let parts = [flexible.0 ? max(before, 0) : nil, flexible.1 ? max(extent, 0) : nil, flexible.2 ? max(after, 0) : nil]
            let count = parts.compactMap { $0 }.count
            guard delta != 0, count > 0 else { return (0, 0) }
            let total = parts.compactMap { $0 }.reduce(0, +)
            func portion(_ p: CGFloat?) -> CGFloat {
                guard let p else { return 0 }
                return total > 0 ? delta * p / total : delta / CGFloat(count)
            }
            return (portion(parts[0]), portion(parts[1]))
        }
    }
}

/// Swift 4's spelling of `UIView.AutoresizingMask`.
public typealias UIViewAutoresizing = UIView.AutoresizingMask
