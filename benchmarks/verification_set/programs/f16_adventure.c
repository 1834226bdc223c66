/* The rooms and the bag of a text adventure, driven by commands.  Input: at most 2 * 10^5
   commands separated by blanks (spaces, tabs, carriage returns or newlines).  "place ITEM ROOM
   W": a new item ITEM of weight W (1 <= W <= 10^9, as scanf's %lld reads it: an optional sign
   and digits) lies in ROOM, or, when an item of that name was placed before, "ITEM exists" is
   printed and nothing changes; "go ROOM": the player walks to ROOM (the player starts in the
   room "hall"); "take ITEM": the player picks ITEM up when it lies in the player's room, and
   otherwise "no ITEM here" is printed; "drop ITEM": the player puts ITEM down in the player's
   room when carrying it, and otherwise "not carrying ITEM" is printed; "look": prints
   "ROOM: K items", ROOM the player's room and K the items that lie there; "bag": prints
   "carrying N items weighing W".  An ITEM or a ROOM is 1 to 20 lowercase letters (a-z).
   Output: what the commands print, one line each; then a line "visited V rooms" (the rooms the
   player has been in, the hall among them) and a line "heaviest ITEM W", the heaviest item the
   player ever picked up and its weight, the first picked up among equally heavy ones, or
   "heaviest none". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 200000  /* commands */
#define MAXITEMS 200000
#define MAXROOMS (MAXN + 1)
#define SLOTS (1 << 19)
#define CARRIED (-1)

static char item_name[MAXITEMS][24], room_name[MAXROOMS][24];
static long item_slot[SLOTS], room_slot[SLOTS];  /* an entry + 1, or 0 for an empty slot */
static long long weight[MAXITEMS];
static long where[MAXITEMS];  /* the room an item lies in, or CARRIED */
static long lying[MAXROOMS];  /* the items lying in a room */
static char visited[MAXROOMS];
static long items, rooms;

static unsigned long spread(const char *s) {
    unsigned long h = 5381;
    while (*s) h = h * 131 + (unsigned char)*s++;
    return h ^ (h >> 23);
}

/* the index of name s in a table (names, slots, *count of them), added when new and `add` is
   set, or -1 when it is not there */
static long lookup(char (*names)[24], long *slots, long *count, const char *s, int add) {
    unsigned long at = spread(s) & (SLOTS - 1);
    while (slots[at]) {
        long i = slots[at] - 1;
        if (strcmp(names[i], s) == 0) return i;
        at = (at + 1) & (SLOTS - 1);
    }
    if (!add) return -1;
    strcpy(names[*count], s);
    slots[at] = *count + 1;
    return (*count)++;
}

static int valid(const char *s) {
    size_t n = strlen(s);
    if (n < 1 || n > 20) return 0;
    for (size_t i = 0; i < n; i++)
        if (s[i] < 'a' || s[i] > 'z') return 0;
    return 1;
}

int main(void) {
    char word[64], what[64], place[64];
    long here = lookup(room_name, room_slot, &rooms, "hall", 1);
    long commands = 0, carried = 0, heaviest = -1, seen_rooms = 1;
    long long load = 0;
    visited[here] = 1;
    while (scanf("%63s", word) == 1) {
        if (++commands > MAXN) return 1;
        if (strcmp(word, "look") == 0) {
            printf("%s: %ld items\n", room_name[here], lying[here]);
        } else if (strcmp(word, "bag") == 0) {
            printf("carrying %ld items weighing %lld\n", carried, load);
        } else if (strcmp(word, "go") == 0) {
            if (scanf("%63s", place) != 1 || !valid(place)) return 1;
            here = lookup(room_name, room_slot, &rooms, place, 1);
            if (!visited[here]) {
                visited[here] = 1;
                seen_rooms++;
            }
        } else if (strcmp(word, "place") == 0) {
            long long w;
            if (scanf("%63s %63s %lld", what, place, &w) != 3 || !valid(what) || !valid(place)
                || w < 1 || w > 1000000000) return 1;
            if (lookup(item_name, item_slot, &items, what, 0) >= 0) {
                printf("%s exists\n", what);
                continue;
            }
            if (items >= MAXITEMS) return 1;
            long i = lookup(item_name, item_slot, &items, what, 1);
            long room = lookup(room_name, room_slot, &rooms, place, 1);
            weight[i] = w;
            where[i] = room;
            lying[room]++;
        } else if (strcmp(word, "take") == 0 || strcmp(word, "drop") == 0) {
            int take = word[0] == 't';
            if (scanf("%63s", what) != 1 || !valid(what)) return 1;
            long i = lookup(item_name, item_slot, &items, what, 0);
            if (take) {
                if (i < 0 || where[i] != here) {
                    printf("no %s here\n", what);
                    continue;
                }
                lying[here]--;
                where[i] = CARRIED;
                carried++;
                load += weight[i];
                if (heaviest < 0 || weight[i] > weight[heaviest]) heaviest = i;
            } else {
                if (i < 0 || where[i] != CARRIED) {
                    printf("not carrying %s\n", what);
                    continue;
                }
                where[i] = here;
                lying[here]++;
                carried--;
                load -= weight[i];
            }
        } else {
            return 1;
        }
    }
    printf("visited %ld rooms\n", seen_rooms);
    if (heaviest < 0) puts("heaviest none");
    else printf("heaviest %s %lld\n", item_name[heaviest], weight[heaviest]);
    return 0;
}
