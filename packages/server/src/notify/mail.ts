/**
 * E-mail through the SMTP server of `SMTP_URL` (nodemailer), off when it is unset. Like webhooks,
 * sending never blocks a game and a failure is only logged; nodemailer's pool keeps one connection
 * for many notices. A mail says no more than "your turn in <game>".
 */
import { createTransport, type Transporter } from "nodemailer";

export interface MailOptions {
  /** smtp:// or smtps:// URL, user and password included when the server needs them. */
  url: string;
  /** The sender (default kingsroad@localhost). */
  from?: string;
  log?: (message: string, error?: unknown) => void;
  /** Each mail's end: accepted by the SMTP server, or failed. */
  settled?: (result: "delivered" | "failed") => void;
}

export class Mailer {
  private readonly transport: Transporter;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: MailOptions) {
    this.transport = createTransport(options.url, { from: options.from ?? "kingsroad@localhost" });
  }

  /** Queues one mail and returns at once. */
  send(to: string, subject: string, text: string): void {
    const run = this.transport
      .sendMail({ to, subject, text })
      .then(() => this.options.settled?.("delivered"))
      .catch((e: unknown) => {
        this.options.settled?.("failed");
        this.options.log?.("could not send a notice by e-mail", e);
      })
      .finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }

  async stop(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
    this.transport.close();
  }
}
