package import Raster

// UIImage(named:) and UIImage(named:in:compatibleWith:): images found by name in a bundle's
// resources (name.png, name@2x.png, name@3x.png) or in an asset catalog folder there
// (*.xcassets/…/name.imageset with Contents.json), each picking its scale as iOS does.
// Not here: compiled catalogs (Assets.car), PDF/SVG vector assets, dark-mode and size-class
// variants (the light, any-size image is used), idioms other than universal/iPhone.

extension UIImage {
    /// The image named `name` in `bundle` (the main bundle when nil) or an asset catalog in it;
    /// the trait collection is accepted and not consulted (one appearance, one size class).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) {
        let roots = [(bundle ?? .main).resourcePath, (bundle ?? .main).bundlePath].compactMap { $0 }
        guard let found = UIImageLookup.find(name, roots: roots, screenScale: UIScreen.main.scale) else { return nil }
        self.init(pixmap: found.pixmap, scale: found.scale)
        if let mode = found.renderingMode { renderingMode = mode }
    }
}

/// Finding images by name the way UIKit does.
package enum UIImageLookup {
    package struct Found {
        package let pixmap: Pixmap
        package let scale: CGFloat
        package let renderingMode: UIImage.RenderingMode?
    }

    /// The candidate whose scale iOS would load for `screen`: the exact scale, else the
    /// smallest larger one (downsampled beats blown up), else the largest smaller one.
    package static func bestScale(_ available: [CGFloat], screen: CGFloat) -> CGFloat? {
        if available.contains(screen) { return screen }
        if let above = available.filter({ $0 > screen }).min() { return above }
        return available.max()
    }

    /// Looks in each root for loose PNGs, then for asset catalogs; nil when nothing is found
    /// (a file that is found but cannot be decoded is reported).
    package static func find(_ name: String, roots: [String], screenScale: CGFloat) -> Found? {
        let stem = (name as NSString).pathExtension.lowercased() == "png" ? (name as NSString).deletingPathExtension : name
        let fm = FileManager.default
        for root in roots {
            var loose: [CGFloat: String] = [:]
            for (suffix, scale) in [("", CGFloat(1)), ("@2x", 2), ("@3x", 3)] {
                let path = (root as NSString).appendingPathComponent(stem + suffix + ".png")
                if fm.fileExists(atPath: path) { loose[scale] = path }
            }
            if let s = bestScale(Array(loose.keys), screen: screenScale), let p = decode(loose[s]!) {
                return Found(pixmap: p, scale: s, renderingMode: nil)
            }
            for catalog in catalogs(in: root) {
                if let set = imageSet(named: stem, in: catalog), let found = load(set, screenScale: screenScale) { return found }
            }
        }
        return nil
    }

    private static func decode(_ path: String) -> Pixmap? {
        do { return try PNG.read(contentsOf: path) } catch {
            RecordingLog.error("UIImage(named:): \(path) cannot be read: \(error)")
            return nil
        }
    }

    /// The `.xcassets` folders directly in `root` or one level down.
    private static func catalogs(in root: String) -> [String] {
        let fm = FileManager.default
        var out: [String] = []
        for entry in ((try? fm.contentsOfDirectory(atPath: root)) ?? []).sorted() {
            let path = (root as NSString).appendingPathComponent(entry)
            if entry.hasSuffix(".xcassets") { out.append(path); continue }
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
                for inner in ((try? fm.contentsOfDirectory(atPath: path)) ?? []).sorted() where inner.hasSuffix(".xcassets") {
                    out.append((path as NSString).appendingPathComponent(inner))
                }
            }
        }
        return out
    }

    /// `name.imageset` anywhere in the catalog (groups may nest; `folder/name` names a set in a
    /// namespaced group).
    private static func imageSet(named name: String, in catalog: String) -> String? {
        let direct = (catalog as NSString).appendingPathComponent(name + ".imageset")
        if FileManager.default.fileExists(atPath: direct) { return direct }
        guard let walker = FileManager.default.enumerator(atPath: catalog) else { return nil }
        let leaf = (name as NSString).lastPathComponent + ".imageset"
        var matches: [String] = []
        while let rel = walker.nextObject() as? String {
            if (rel as NSString).lastPathComponent == leaf { matches.append(rel) }
        }
        return matches.sorted().first.map { (catalog as NSString).appendingPathComponent($0) }
    }

    private struct Contents: Decodable {
        struct Entry: Decodable {
            let filename: String?
            let scale: String?
            let idiom: String?
            let appearances: [Appearance]?
        }
        struct Appearance: Decodable {}
        struct Properties: Decodable {
            let templateRenderingIntent: String?
            enum CodingKeys: String, CodingKey { case templateRenderingIntent = "template-rendering-intent" }
        }
        let images: [Entry]?
        let properties: Properties?
    }

    private static func load(_ set: String, screenScale: CGFloat) -> Found? {
        let json = (set as NSString).appendingPathComponent("Contents.json")
        let contents: Contents
        do { contents = try JSONDecoder().decode(Contents.self, from: Data(contentsOf: URL(fileURLWithPath: json))) } catch {
            RecordingLog.error("UIImage(named:): \(json) cannot be read: \(error)")
            return nil
        }
        var byScale: [CGFloat: String] = [:]
        for e in contents.images ?? [] {
            guard let file = e.filename, e.appearances?.isEmpty ?? true,
                  ["universal", "iphone", nil].contains(e.idiom) else { continue }
            guard file.lowercased().hasSuffix(".png") else {
                RecordingLog.error("UIImage(named:): \(set)/\(file) is not a PNG; only PNG images in asset catalogs are read")
                continue
            }
            let scale = CGFloat(Double((e.scale ?? "1x").dropLast()) ?? 1)
            if byScale[scale] == nil || e.idiom == "iphone" { byScale[scale] = (set as NSString).appendingPathComponent(file) }
        }
        guard let s = bestScale(Array(byScale.keys), screen: screenScale), let p = decode(byScale[s]!) else { return nil }
        let mode: UIImage.RenderingMode? = switch contents.properties?.templateRenderingIntent {
        case "template": .alwaysTemplate
        case "original": .alwaysOriginal
        default: nil
        }
        return Found(pixmap: p, scale: s, renderingMode: mode)
    }
}
