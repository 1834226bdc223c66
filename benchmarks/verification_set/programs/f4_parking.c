/* Parking.  Input: commands, one per line, at most 2 * 10^5 of them, their times T never
   decreasing (0 <= T <= 10^9, in minutes, as scanf's %ld reads it): "in PLATE T" (a car that is
   not parked comes in), "out PLATE T" (a parked car leaves; the fee is 3 for every hour begun:
   3 * ceil((T - T_in) / 60), at least 3), "count" (print the number of parked cars).  PLATE is
   1 to 10 capital letters and digits.  Output per "out": "PLATE FEE"; after the last command:
   "revenue R" and "parked P". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SLOTS (1 << 19)

typedef struct {
    char plate[11];
    int used;     /* 0 never, 1 parked, 2 left (the slot stays in its probe chain) */
    long since;
} Slot;

static Slot slots[SLOTS];

static unsigned hash(const char *s) {
    unsigned h = 5381;
    while (*s) h = h * 33 + (unsigned char)*s++;
    return h;
}

static Slot *find(const char *plate, int insert) {
    unsigned i = hash(plate) & (SLOTS - 1);
    Slot *free_slot = NULL;
    while (slots[i].used) {
        if (strcmp(slots[i].plate, plate) == 0) return &slots[i];
        i = (i + 1) & (SLOTS - 1);
    }
    if (!insert) return NULL;
    free_slot = &slots[i];
    strcpy(free_slot->plate, plate);
    return free_slot;
}

int main(void) {
    char command[8], plate[16];
    long long revenue = 0;
    long parked = 0;
    while (scanf("%7s", command) == 1) {
        if (strcmp(command, "count") == 0) {
            printf("%ld\n", parked);
            continue;
        }
        long t;
        if (scanf("%15s %ld", plate, &t) != 2 || strlen(plate) > 10 || t < 0 || t > 1000000000L)
            return 1;
        if (strcmp(command, "in") == 0) {
            Slot *s = find(plate, 1);
            if (s->used == 1) return 1;
            s->used = 1;
            s->since = t;
            parked++;
        } else if (strcmp(command, "out") == 0) {
            Slot *s = find(plate, 0);
            if (!s || s->used != 1 || t < s->since) return 1;
            long hours = (t - s->since + 59) / 60;
            if (hours < 1) hours = 1;
            s->used = 2;
            parked--;
            revenue += 3 * hours;
            printf("%s %ld\n", plate, 3 * hours);
        } else {
            return 1;
        }
    }
    printf("revenue %lld\nparked %ld\n", revenue, parked);
    return 0;
}
