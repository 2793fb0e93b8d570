import UIKit

/// Every transition the package renders, by name, each a UIKit animator.
///
/// Assembled from one file per family so each family's registration lives with its notes: the
/// seed transitions (Ping, circle mask, circle scale, rectangle offset, colour diffusion),
/// UIKit's own modal and navigation styles, its sheets, and Hero's presets.
public enum Catalog {
    public static let all: [CatalogEntry] = seedTransitions + uikitTransitions + curlTransitions + sheetTransitions + heroTransitions

    /// The transition with a name, or nil.
    public static func named(_ name: String) -> CatalogEntry? { all.first { $0.name == name } }
}
