// The Auto Layout pass: runs when `layoutIfNeeded()` runs (the recorder lays the window out
// before every frame). Once per outermost call it runs `updateConstraints()` where needed, turns
// the tree's constraints into linear ones for the root's engine (the user's, plus those UIKit
// generates: a root's fixed frame, autoresizing masks of views that translate them, intrinsic
// sizes with hugging and compression resistance, the safe-area and margins guides), lets the
// engine re-solve incrementally, and writes the views' frames (through `bounds` and `center`, as
// UIKit does, so transforms keep working). Writes happen inside the caller, so a pass run inside
// `UIView.animate` animates every frame it changes.
//
// Coordinates: an item's variables are its frame in its superview (a guide: in its owning view);
// a constraint between items under different parents adds up the offsets of their ancestors up
// to the nearest common one. Bounds origins and transforms of those ancestors are not applied.
import Foundation
internal import Transitions

/// The layout pass and `systemLayoutSizeFitting`.
enum LayoutPass {
    /// True while an outermost `layoutIfNeeded` is running (nested calls do not solve again).
    nonisolated(unsafe) private static var running = false
    /// The tree the outermost call solved, and the change count it solved at.
    nonisolated(unsafe) private static var solved: (root: UIView, generation: Int)?

    /// Called first in every `layoutIfNeeded`; returns whether this is the outermost call (which
    /// must then call `end()`).
    static func begin(from view: UIView) -> Bool {
        if running { return false }
        running = true
        var root = view
        while let s = root.superview { root = s }
        updateConstraints(in: root)
        solve(root)
        return true
    }

    /// Ends the outermost call: constraints changed by `layoutSubviews` or the controllers'
    /// viewWill/DidLayoutSubviews during it are solved now, not a frame later.
    static func end() {
        if let s = solved, s.generation != ViewLayoutState.generation { solve(s.root) }
        solved = nil
        running = false
    }

    private static func solve(_ root: UIView) {
        solved = (root, ViewLayoutState.generation)
        guard ViewLayoutState.installedCount > 0 else { return }
        let state = root.layoutState
        let engine = state.engine ?? LayoutEngine()
        state.engine = engine
        // Multi-line labels measure at the width the solve gives them: solve again while one
        // of them was measured at another width (twice is enough for a label to settle).
        for _ in 0..<3 {
            let tree = LayoutTree(root: root, engine: engine, fitting: nil)
            engine.sync(tree.desired())
            tree.apply()
            guard tree.wrappingLabels.contains(where: { $0.label.measuringWidth != $0.width }) else { break }
        }
    }

    /// `updateConstraints()` for every view under `view` that needs it, subviews first; stack views
    /// rebuild their arrangement's constraints when it changed.
    static func updateConstraints(in view: UIView) {
        for s in view.subviews { updateConstraints(in: s) }
        if let stack = view as? UIStackView { stack.refreshArrangement() }
        if view.layoutState.needsUpdateConstraints {
            view.layoutState.needsUpdateConstraints = false
            view.updateConstraints()
        }
    }

    /// The size of `view` from its own constraints and content, wanting `target` at `priorities`.
    static func fittingSize(of view: UIView, target: CGSize, priorities: (UILayoutPriority, UILayoutPriority)) -> CGSize {
        updateConstraints(in: view)
        let engine = LayoutEngine()
        let tree = LayoutTree(root: view, engine: engine, fitting: (target, priorities))
        engine.sync(tree.desired())
        let f = engine.frame(of: view)
        return CGSize(width: engine.value(f.w), height: engine.value(f.h))
    }
}

/// One pass over a tree: which items take part, their linear constraints, and the frames written back.
struct LayoutTree {
    typealias Linear = LayoutEngine.Linear
    typealias Key = LayoutEngine.Key
    typealias Attribute = NSLayoutConstraint.Attribute

    let root: UIView
    let engine: LayoutEngine
    let fitting: (target: CGSize, priorities: (UILayoutPriority, UILayoutPriority))?
    /// The views and guides that take part, parents before children.
    private(set) var items: [AnyObject] = []
    /// The multi-line labels that take part and the width each was measured at.
    private(set) var wrappingLabels: [(label: UILabel, width: CGFloat?)] = []
    private var user: [NSLayoutConstraint] = []

    init(root: UIView, engine: LayoutEngine, fitting: (CGSize, (UILayoutPriority, UILayoutPriority))?) {
        self.root = root
        self.engine = engine
        self.fitting = fitting.map { (target: $0.0, priorities: $0.1) }
        var views: [UIView] = []
        var all: [NSLayoutConstraint] = []
        Self.walk(root, &views, &all)
        var marked = Set<ObjectIdentifier>([ObjectIdentifier(root)])
        for c in all {
            let ends: [AnyObject?] = [Self.resolve(c.firstItem, c.firstAttribute).item, c.secondItem.flatMap { Self.resolve($0, c.secondAttribute).item }]
            guard ends.allSatisfy({ $0 == nil || Self.reaches($0!, root) }) else { continue }
            user.append(c)
            for case let item? in ends {
                var i: AnyObject? = item
                while let x = i, marked.insert(ObjectIdentifier(x)).inserted { i = Self.parent(of: x) }
            }
        }
        for v in views where marked.contains(ObjectIdentifier(v)) {
            items.append(v)
            if let l = v as? UILabel, l.numberOfLines != 1, l.preferredMaxLayoutWidth == 0, !l.translatesAutoresizingMaskIntoConstraints {
                wrappingLabels.append((l, l.measuringWidth))
            }
            let s = v.layoutState
            for g in s.guides + s.systemGuides where marked.contains(ObjectIdentifier(g)) { items.append(g) }
        }
    }

    private static func walk(_ v: UIView, _ views: inout [UIView], _ all: inout [NSLayoutConstraint]) {
        views.append(v)
        all += v.layoutState.constraints
        for s in v.subviews { walk(s, &views, &all) }
    }

    static func parent(of item: AnyObject) -> UIView? { (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView }

    private static func reaches(_ item: AnyObject, _ root: UIView) -> Bool {
        var i: AnyObject? = item
        while let x = i { if x === root { return true }; i = parent(of: x) }
        return false
    }

    /// A margin attribute of a view is the plain attribute of its layout margins guide.
    static func resolve(_ item: AnyObject?, _ a: Attribute) -> (item: AnyObject?, attribute: Attribute) {
        if let base = a.withoutMargin, let v = item as? UIView { return (v.layoutMarginsGuide, base) }
        return (item, a)
    }

    // MARK: The constraints the tree wants

    func desired() -> [(Key, Linear)] {
        var out: [(Key, Linear)] = []
        for item in items { generated(for: item, into: &out) }
        for c in user { out.append((Key(object: ObjectIdentifier(c), tag: -1), linear(c))) }
        return out
    }

    private func linear(_ c: NSLayoutConstraint) -> Linear {
        var (first, second) = (c.firstAttribute, c.secondAttribute)
        var direction = 1.0
        // Leading and trailing follow the container's layout direction (NSLayoutConstraint+LayoutDirection.swift).
        if first.isDirectional || second.isDirectional,
           LayoutDirectionResolution.isRightToLeft(c.secondItem.map { commonAncestor(c.firstItem!, $0) } ?? Self.parent(of: c.firstItem!)) {
            (first, second, direction) = (first.inRightToLeft, second.inRightToLeft, -1)
        }
        let (i1, a1) = Self.resolve(c.firstItem, first)
        let (i2, a2) = Self.resolve(c.secondItem, second)
        let container = i2.map { commonAncestor(i1!, $0) }
        var (terms, constant) = expression(i1!, a1, in: container)
        if let i2 {
            let (t2, k2) = expression(i2, a2, in: container)
            terms += t2.map { ($0.0, -Double(c.multiplier) * $0.1) }
            constant -= Double(c.multiplier) * k2
        }
        constant -= direction * Double(c.constant)
        // Mirrored, an inequality turns round (`a.leading >= b.trailing + 8` is `a.right <= b.left - 8`).
        let lessOrEqual = direction > 0 ? c.relation == .lessThanOrEqual : c.relation == .greaterThanOrEqual
        let relation: LayoutSolver.Relation = c.relation == .equal ? .equal : lessOrEqual ? .lessOrEqual : .greaterOrEqual
        return Linear(terms: terms, constant: constant, relation: relation, priority: Double(c.priority.rawValue),
                      describe: { [weak c] in c?.description ?? "<NSLayoutConstraint (released)>" })
    }

    private func commonAncestor(_ a: AnyObject, _ b: AnyObject) -> UIView {
        let bv = NSLayoutConstraint.view(of: b)!
        var v = NSLayoutConstraint.view(of: a)
        while let c = v { if bv.isDescendant(of: c) { return c }; v = c.superview }
        return root
    }

    /// `attribute` of `item` as a linear expression, in `container`'s coordinates for a location.
    private func expression(_ item: AnyObject, _ a: Attribute, in container: UIView?) -> ([(LayoutSolver.Variable, Double)], Double) {
        let f = engine.frame(of: item)
        if a == .width { return ([(f.w, 1)], 0) }
        if a == .height { return ([(f.h, 1)], 0) }
        let horizontal = a.isHorizontal
        var terms: [(LayoutSolver.Variable, Double)] = []
        var i: AnyObject? = item
        while let x = i, x !== container {
            let fx = engine.frame(of: x)
            terms.append((horizontal ? fx.x : fx.y, 1))
            i = Self.parent(of: x)
        }
        let size = horizontal ? f.w : f.h
        switch a {
        case .right, .trailing, .bottom: terms.append((size, 1))
        case .centerX, .centerY: terms.append((size, 0.5))
        case .firstBaseline, .lastBaseline:
            guard let m = Self.baselines(of: item) else { terms.append((size, 1)); return (terms, 0) }
            // The label's text is centred vertically in its bounds.
            terms.append((size, 0.5))
            return (terms, Double(-m.textHeight / 2 + (a == .firstBaseline ? m.first : m.last)))
        default: break
        }
        return (terms, 0)
    }

    /// A label's (or a button's title's) text height and baselines from the text's top.
    static func baselines(of item: AnyObject) -> (textHeight: CGFloat, first: CGFloat, last: CGFloat)? {
        if let l = item as? UILabel { return l.textMetrics().map { ($0.size.height, $0.firstBaseline, $0.lastBaseline) } }
        if let b = item as? UIButton, b.currentTitle != nil, let l = b.titleLabel { return baselines(of: l) }
        return nil
    }

    private func generated(for item: AnyObject, into out: inout [(Key, Linear)]) {
        let id = ObjectIdentifier(item)
        let f = engine.frame(of: item)
        func eq(_ tag: Int, _ terms: [(LayoutSolver.Variable, Double)], _ constant: Double, _ p: Double = 1000,
                _ relation: LayoutSolver.Relation = .equal, _ describe: @escaping () -> String) {
            out.append((Key(object: id, tag: tag), Linear(terms: terms, constant: constant, relation: relation, priority: p, describe: describe)))
        }
        if let g = item as? UILayoutGuide {
            guard let owner = g.owningView, g.role != .user, g.role != .stackSpacer else { return }
            var i = owner.safeAreaInsets
            if g.role == .topSupport || g.role == .bottomSupport {
                // The strip outside the safe area at that edge, the owner's width.
                let o = engine.frame(of: owner), top = g.role == .topSupport, inset = Double(top ? i.top : i.bottom)
                let d = { (s: String) in { "<NSLayoutConstraint '\(g.identifier)'.\(s)   (active)>" } }
                eq(30, [(f.x, 1)], 0, 1000, .equal, d("left == 0"))
                eq(31, top ? [(f.y, 1)] : [(f.y, 1), (o.h, -1)], top ? 0 : inset, 1000, .equal, d(top ? "top == 0" : "bottom == \(type(of: owner)).bottom"))
                eq(32, [(f.w, 1), (o.w, -1)], 0, 1000, .equal, d("width == \(type(of: owner)).width"))
                eq(33, [(f.h, 1)], -inset, 1000, .equal, d("height == \(NSLayoutConstraint.number(CGFloat(inset)))"))
                return
            }
            if g.role == .layoutMargins {
                let m = owner.layoutMargins
                if !owner.insetsLayoutMarginsFromSafeArea { i = .zero }
                i = UIEdgeInsets(top: i.top + m.top, left: i.left + m.left, bottom: i.bottom + m.bottom, right: i.right + m.right)
            }
            let o = engine.frame(of: owner), name = "'\(g.identifier)'"
            eq(30, [(f.x, 1)], -Double(i.left)) { "<NSLayoutConstraint \(name).left == \(NSLayoutConstraint.number(i.left))   (active)>" }
            eq(31, [(f.y, 1)], -Double(i.top)) { "<NSLayoutConstraint \(name).top == \(NSLayoutConstraint.number(i.top))   (active)>" }
            eq(32, [(f.w, 1), (o.w, -1)], Double(i.left + i.right)) { "<NSLayoutConstraint \(name).width == \(type(of: owner)).width - \(NSLayoutConstraint.number(i.left + i.right))   (active)>" }
            eq(33, [(f.h, 1), (o.h, -1)], Double(i.top + i.bottom)) { "<NSLayoutConstraint \(name).height == \(type(of: owner)).height - \(NSLayoutConstraint.number(i.top + i.bottom))   (active)>" }
            return
        }
        let v = item as! UIView
        let name = "\(type(of: v))"
        let w0 = Double(v.bounds.width), h0 = Double(v.bounds.height)
        let x0 = Double(v.center.x) - w0 / 2, y0 = Double(v.center.y) - h0 / 2
        if v === root {
            if let fit = fitting {
                eq(40, [(f.x, 1)], 0) { "<NSLayoutConstraint \(name).minX == 0   (fitting)>" }
                eq(41, [(f.y, 1)], 0) { "<NSLayoutConstraint \(name).minY == 0   (fitting)>" }
                eq(42, [(f.w, 1)], -Double(fit.target.width), Double(fit.priorities.0.rawValue)) { "<NSLayoutConstraint \(name).width == \(NSLayoutConstraint.number(fit.target.width))   (fitting)>" }
                eq(43, [(f.h, 1)], -Double(fit.target.height), Double(fit.priorities.1.rawValue)) { "<NSLayoutConstraint \(name).height == \(NSLayoutConstraint.number(fit.target.height))   (fitting)>" }
                intrinsic(v, f, eq)
            } else {
                let d = { (a: String, x: Double) in { "<NSLayoutConstraint \(name).\(a) == \(NSLayoutConstraint.number(CGFloat(x)))   (root)>" } }
                eq(0, [(f.x, 1)], -x0, 1000, .equal, d("minX", x0))
                eq(1, [(f.y, 1)], -y0, 1000, .equal, d("minY", y0))
                eq(2, [(f.w, 1)], -w0, 1000, .equal, d("width", w0))
                eq(3, [(f.h, 1)], -h0, 1000, .equal, d("height", h0))
            }
            return
        }
        guard v.translatesAutoresizingMaskIntoConstraints else { intrinsic(v, f, eq); return }
        let s = v.superview!, sf = engine.frame(of: s)
        let mask = s.autoresizesSubviews ? v.autoresizingMask : []
        let sw = Double(s.bounds.width), sh = Double(s.bounds.height)
        let hx = Self.shares(before: x0, extent: w0, after: sw - x0 - w0, mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
        let vy = Self.shares(before: y0, extent: h0, after: sh - y0 - h0, mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        let code = "h=\(Self.code(mask, .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) v=\(Self.code(mask, .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin))"
        let d = { (a: String, x: Double) in { "<NSAutoresizingMaskLayoutConstraint \(code) \(name).\(a) == \(NSLayoutConstraint.number(CGFloat(x)))   (active)>" } }
        eq(10, [(f.x, 1), (sf.w, -hx.before)], -(x0 - hx.before * sw), 1000, .equal, d("minX", x0))
        eq(11, [(f.w, 1), (sf.w, -hx.extent)], -(w0 - hx.extent * sw), 1000, .equal, d("width", w0))
        eq(12, [(f.y, 1), (sf.h, -vy.before)], -(y0 - vy.before * sh), 1000, .equal, d("minY", y0))
        eq(13, [(f.h, 1), (sf.h, -vy.extent)], -(h0 - vy.extent * sh), 1000, .equal, d("height", h0))
    }

    /// The intrinsic size as hugging (≤) and compression-resistance (≥) constraints.
    private func intrinsic(_ v: UIView, _ f: LayoutEngine.Frame,
                           _ eq: (Int, [(LayoutSolver.Variable, Double)], Double, Double, LayoutSolver.Relation, @escaping () -> String) -> Void) {
        let size = v.intrinsicContentSize, name = "\(type(of: v))"
        let s = v.layoutState
        let axes: [(CGFloat, LayoutSolver.Variable, UILayoutPriority, UILayoutPriority, String, Int)] = [
            (size.width, f.w, s.hugging.horizontal, s.compression.horizontal, "width", 20),
            (size.height, f.h, s.hugging.vertical, s.compression.vertical, "height", 22),
        ]
        for (value, variable, hug, resist, axis, tag) in axes where value >= 0 {
            let n = NSLayoutConstraint.number(value)
            eq(tag, [(variable, 1)], -Double(value), Double(hug.rawValue), .lessOrEqual) {
                "<NSContentSizeLayoutConstraint \(name).\(axis) <= \(n) Hug:\(Int(hug.rawValue))   (active)>"
            }
            eq(tag + 1, [(variable, 1)], -Double(value), Double(resist.rawValue), .greaterOrEqual) {
                "<NSContentSizeLayoutConstraint \(name).\(axis) >= \(n) CompressionResistance:\(Int(resist.rawValue))   (active)>"
            }
        }
    }

    /// The parts of a change of the superview's size that the leading margin and the extent take
    /// (UIView.AutoresizingMask's rule: in proportion to their sizes, evenly when all are zero).
    private static func shares(before: Double, extent: Double, after: Double, _ l: Bool, _ w: Bool, _ r: Bool) -> (before: Double, extent: Double) {
        let parts = [l ? max(before, 0) : nil, w ? max(extent, 0) : nil, r ? max(after, 0) : nil]
        let flexible = parts.compactMap { $0 }
        guard !flexible.isEmpty else { return (0, 0) }
        let total = flexible.reduce(0, +)
        func share(_ p: Double?) -> Double { p.map { total > 0 ? $0 / total : 1 / Double(flexible.count) } ?? 0 }
        return (share(parts[0]), share(parts[1]))
    }

    /// UIKit's `h=--&` notation: `&` for a flexible part, `-` for a fixed one (no mask: `--&`).
    private static func code(_ m: UIView.AutoresizingMask, _ a: UIView.AutoresizingMask, _ b: UIView.AutoresizingMask,
                             _ c: UIView.AutoresizingMask) -> String {
        if !m.contains(a), !m.contains(b), !m.contains(c) { return "--&" }
        return [a, b, c].map { m.contains($0) ? "&" : "-" }.joined()
    }

    // MARK: Frames

    /// Writes the solved frames (rounded to the screen's pixels, as UIKit does) into the views,
    /// parents first; views that translate their mask are written only where the solve moved them.
    func apply() {
        let scale = Double(UIScreen.main.scale)
        func px(_ x: Double) -> Double { (x * scale).rounded() / scale }
        for item in items where item !== root {
            let f = engine.frame(of: item)
            let x = engine.value(f.x), y = engine.value(f.y), w = engine.value(f.w), h = engine.value(f.h)
            if let g = item as? UILayoutGuide {
                g.layoutFrame = CGRect(x: px(x), y: px(y), width: px(x + w) - px(x), height: px(y + h) - px(y))
                continue
            }
            let v = item as! UIView
            // Frames are not standardised: a negative solved size (constraints that squeeze a
            // view past zero) leaves the view empty at its solved origin.
            var (rx, ry, rw, rh) = (x, y, w, h)
            if !v.translatesAutoresizingMaskIntoConstraints { (rx, ry, rw, rh) = (px(x), px(y), px(px(x + w) - px(x)), px(px(y + h) - px(y))) }
            let size = CGSize(width: max(rw, 0), height: max(rh, 0))
            let center = CGPoint(x: rx + size.width / 2, y: ry + size.height / 2)
            if abs(v.bounds.width - size.width) > 1e-6 || abs(v.bounds.height - size.height) > 1e-6 {
                v.bounds = CGRect(origin: v.bounds.origin, size: size)
            }
            if abs(v.center.x - center.x) > 1e-6 || abs(v.center.y - center.y) > 1e-6 { v.center = center }
        }
    }
}
