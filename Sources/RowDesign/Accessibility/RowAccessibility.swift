/// What VoiceOver would announce for a row: its label, traits and hint.
public struct RowAccessibility: Sendable, Equatable {
    public enum Trait: String, Sendable { case isButton, isSelected, isStaticText }
    public var label: String
    public var traits: [Trait]
    public var hint: String?
    public init(label: String, traits: [Trait], hint: String? = nil) { self.label = label; self.traits = traits; self.hint = hint }
}
