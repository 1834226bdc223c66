/* Seat reservations.  Input: commands, at most 2 * 10^5 of them, each a word and its numbers
   separated by blanks (spaces, tabs or newlines); every number as scanf's %lld reads it (an
   optional sign and digits).  Seats are numbered 1 to 10^6, 100 to a row: seat S is in row
   (S - 1) / 100 and costs 500 + 250 * row cents.  "book S": prints "ok" and books seat S, or
   "taken" when it is booked already.  "cancel S": prints "ok" and frees seat S (its price is
   paid back), or "free" when it is not booked.  "count A B" (1 <= A <= B <= 10^6): prints how
   many of the seats A to B are booked.  "sold": prints the cents taken for the seats booked
   now.  Output: what the commands print, one line each. */
#include <stdio.h>
#include <string.h>

#define SEATS 1000000

static unsigned char booked[SEATS + 1];
static int tree[SEATS + 1];  /* a Fenwick tree of the booked seats */

static void add(long s, int d) {
    for (; s <= SEATS; s += s & -s) tree[s] += d;
}

static long upto(long s) {
    long n = 0;
    for (; s > 0; s -= s & -s) n += tree[s];
    return n;
}

static long long price(long long s) {
    return 500 + 250 * ((s - 1) / 100);
}

int main(void) {
    char command[16];
    long long sold = 0;
    while (scanf("%15s", command) == 1) {
        if (strcmp(command, "book") == 0 || strcmp(command, "cancel") == 0) {
            long long s;
            if (scanf("%lld", &s) != 1 || s < 1 || s > SEATS) return 1;
            if (command[0] == 'b') {
                if (booked[s]) {
                    puts("taken");
                } else {
                    booked[s] = 1;
                    add((long)s, 1);
                    sold += price(s);
                    puts("ok");
                }
            } else if (!booked[s]) {
                puts("free");
            } else {
                booked[s] = 0;
                add((long)s, -1);
                sold -= price(s);
                puts("ok");
            }
        } else if (strcmp(command, "count") == 0) {
            long long a, b;
            if (scanf("%lld %lld", &a, &b) != 2 || a < 1 || b > SEATS || a > b) return 1;
            printf("%ld\n", upto((long)b) - upto((long)(a - 1)));
        } else if (strcmp(command, "sold") == 0) {
            printf("%lld\n", sold);
        } else {
            return 1;
        }
    }
    return 0;
}
