// Stub of KlockWork's local KWCore package (aapis/KlockWork), imported by rows that use nothing of it
// themselves (the chip and the stats widget; the theme they read is the app target's own). Nothing of the
// module is declared.
import Foundation
