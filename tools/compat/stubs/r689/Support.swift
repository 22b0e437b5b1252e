// Stubs for olvid-io/olvid-ios (r689): the row reads SystemIcon's Image(systemIcon:) as the app does,
// through a module another file of the app imports (ObvSystemIcon); the trust origin and theme come from
// the ObvEngine and ObvDesignSystem stub packages. Our own test doubles.
import ObvSystemIcon
