import { describe, expect, it } from "vitest";
import { FairQueue, type QueueLimits } from "../src/conversion/fair-queue.js";

interface Job {
  client: string;
  bytes: number;
  name: string;
}

const limits: QueueLimits = {
  perClientRunning: 1,
  perClientWaiting: 2,
  perClientBytes: 100,
  waitingMax: 4,
  waitingBytes: 150,
};

const job = (client: string, name: string, bytes = 10): Job => ({ client, bytes, name });

function drain(queue: FairQueue<Job>): string[] {
  const order: string[] = [];
  for (let next = queue.next(); next; next = queue.next()) {
    order.push(next.name);
    queue.done(next);
  }
  return order;
}

describe("the conversion queue serves clients in turn", () => {
  it("takes one job per client in a round, oldest first, whoever queued more", () => {
    const queue = new FairQueue<Job>({ ...limits, perClientWaiting: 10, waitingMax: 10, waitingBytes: 1000 });
    for (const name of ["a1", "a2", "a3"]) queue.push(job("a", name));
    queue.push(job("b", "b1"));
    queue.push(job("c", "c1"));
    queue.push(job("b", "b2"));
    expect(drain(queue)).toEqual(["a1", "b1", "c1", "a2", "b2", "a3"]);
    expect(queue.waiting).toBe(0);
    expect(queue.waitingBytes).toBe(0);
  });

  it("never runs more of one client's jobs at once than allowed, and goes on to the next client", () => {
    const queue = new FairQueue<Job>({ ...limits, perClientWaiting: 5 });
    for (const name of ["a1", "a2", "a3"]) queue.push(job("a", name));
    queue.push(job("b", "b1"));
    const first = queue.next();
    expect(first?.name).toBe("a1");
    // a1 still runs: a2 must wait, b1 may go.
    expect(queue.next()?.name).toBe("b1");
    expect(queue.next()).toBeUndefined();
    queue.done(first as Job);
    expect(queue.next()?.name).toBe("a2");
  });
});

describe("the conversion queue's limits", () => {
  it("refuses a client past its running and waiting jobs, and lets another in", () => {
    const queue = new FairQueue<Job>(limits);
    for (const name of ["a1", "a2", "a3"]) {
      expect(queue.admit(job("a", name), 1)).toEqual({ admitted: true });
      queue.push(job("a", name));
    }
    queue.next();
    expect(queue.jobsOf("a")).toEqual({ running: 1, waiting: 2 });
    expect(queue.admit(job("a", "a4"), 1)).toEqual({ admitted: false, scope: "client" });
    expect(queue.admit(job("b", "b1"), 1)).toEqual({ admitted: true });
  });

  it("refuses a client past its bytes, but always lets in a client with nothing queued", () => {
    const queue = new FairQueue<Job>(limits);
    expect(queue.admit(job("a", "huge", 500), 1)).toEqual({ admitted: true });
    queue.push(job("a", "a1", 60));
    expect(queue.admit(job("a", "a2", 50), 1)).toEqual({ admitted: false, scope: "client" });
    expect(queue.admit(job("a", "a2", 40), 1)).toEqual({ admitted: true });
  });

  it("refuses anyone once the server's waiting jobs or bytes are full; a job a free converter takes is let in", () => {
    const queue = new FairQueue<Job>(limits);
    for (const client of ["a", "b", "c", "d"]) queue.push(job(client, client, 30));
    expect(queue.admit(job("e", "e"), 0)).toEqual({ admitted: false, scope: "server" });
    // Four waiting, but four free converters would take them and this one.
    expect(queue.admit(job("e", "e"), 4)).toEqual({ admitted: true });

    const bytes = new FairQueue<Job>(limits);
    bytes.push(job("a", "a", 100));
    expect(bytes.admit(job("b", "b", 60), 0)).toEqual({ admitted: false, scope: "server" });
    expect(bytes.admit(job("b", "b", 50), 0)).toEqual({ admitted: true });
    expect(bytes.admit(job("b", "b", 60), 2)).toEqual({ admitted: true });
  });

  it("gives back a removed or finished job's room, and forgets idle clients", () => {
    const queue = new FairQueue<Job>(limits);
    const a1 = job("a", "a1", 60);
    const a2 = job("a", "a2", 30);
    queue.push(a1);
    queue.push(a2);
    expect(queue.remove(a2)).toBe(true);
    expect(queue.remove(a2)).toBe(false);
    expect(queue.waitingBytes).toBe(60);
    expect(queue.next()).toBe(a1);
    expect(queue.waiting).toBe(0);
    queue.done(a1);
    expect(queue.jobsOf("a")).toEqual({ running: 0, waiting: 0 });
    expect(queue.admit(job("a", "big", 100), 0)).toEqual({ admitted: true });
  });

  it("drains every waiting job and leaves the running ones counted", () => {
    const queue = new FairQueue<Job>(limits);
    for (const name of ["a1", "a2"]) queue.push(job("a", name));
    queue.push(job("b", "b1"));
    queue.next();
    expect(queue.drain().map((each) => each.name)).toEqual(["a2", "b1"]);
    expect(queue.waiting).toBe(0);
    expect(queue.jobsOf("a")).toEqual({ running: 1, waiting: 0 });
  });
});
