// Stub of mrdepth's EVEAPI package (the generated EVE Swagger Interface client Neocom uses): the namespaces
// down to a character's wallet journal entry and calendar event, with their public memberwise initialisers
// and enums. Our own test double; no network.
import Foundation

public enum ESI {
    public enum Characters {
        public enum CharacterID {
            public enum Wallet {
                public enum Journal {
                    public enum ContextIDType: String, Codable, Hashable {
                        case structureID = "structure_id", stationID = "station_id", marketTransactionID = "market_transaction_id"
                        case characterID = "character_id", corporationID = "corporation_id", allianceID = "alliance_id"
                    }

                    public enum RefType: String, Codable, Hashable {
                        case agentDonation = "agent_donation"
                        case bounty = "bounty_prizes"
                        case marketTransaction = "market_transaction"
                        case playerDonation = "player_donation"
                        case brokersFee = "brokers_fee"
                        case transactionTax = "transaction_tax"
                    }

                    public struct Success: Codable, Hashable {
                        public var amount: Double?
                        public var balance: Double?
                        public var contextID: Int64?
                        public var contextIDType: ContextIDType?
                        public var date: Date
                        public var localizedDescription: String
                        public var firstPartyID: Int?
                        public var id: Int64
                        public var reason: String?
                        public var refType: RefType
                        public var secondPartyID: Int?
                        public var tax: Double?
                        public var taxReceiverID: Int?

                        public init(amount: Double?, balance: Double?, contextID: Int64?, contextIDType: ContextIDType?, date: Date,
                                    localizedDescription: String, firstPartyID: Int?, id: Int64, reason: String?, refType: RefType,
                                    secondPartyID: Int?, tax: Double?, taxReceiverID: Int?) {
                            self.amount = amount
                            self.balance = balance
                            self.contextID = contextID
                            self.contextIDType = contextIDType
                            self.date = date
                            self.localizedDescription = localizedDescription
                            self.firstPartyID = firstPartyID
                            self.id = id
                            self.reason = reason
                            self.refType = refType
                            self.secondPartyID = secondPartyID
                            self.tax = tax
                            self.taxReceiverID = taxReceiverID
                        }
                    }
                }
            }

            public enum Calendar {
                public enum EventResponse: String, Codable, Hashable {
                    case declined, notResponded = "not_responded", accepted, tentative
                }

                public struct Success: Codable, Hashable {
                    public var eventDate: Date?
                    public var eventID: Int?
                    public var eventResponse: EventResponse?
                    public var importance: Int?
                    public var title: String?

                    public init(eventDate: Date?, eventID: Int?, eventResponse: EventResponse?, importance: Int?, title: String?) {
                        self.eventDate = eventDate
                        self.eventID = eventID
                        self.eventResponse = eventResponse
                        self.importance = importance
                        self.title = title
                    }
                }
            }
        }
    }
}
