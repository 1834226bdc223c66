/* Stock.  Input: commands, one per line, at most 2 * 10^5 of them: "add NAME Q" puts Q units of
   item NAME in stock; "remove NAME Q" takes Q units out when at least Q are in stock, and
   otherwise prints "short NAME S" (S the units in stock) and changes nothing; "query NAME"
   prints the units of NAME in stock.  NAME is 1 to 30 bytes of lowercase letters, digits and
   '_'; Q is an integer, 1 <= Q <= 10^6, as scanf's %lld reads it (an optional '+', then
   digits).  Output after the last command: "NAME S" for each item with S > 0 units in stock,
   by name (in strcmp's order), then "N items" with N the number of such items. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SLOTS (1 << 19)  /* more than twice the names 2 * 10^5 commands can hold */

typedef struct {
    char name[31];
    long long stock;
} Item;

static Item items[SLOTS / 2];
static int slot_of[SLOTS];  /* 1 + the item's index; 0 for an empty slot */
static int nitems;

static Item *lookup(const char *name) {
    unsigned h = 2166136261u;
    for (const char *p = name; *p; p++) h = (h ^ (unsigned char)*p) * 16777619u;
    unsigned slot = h & (SLOTS - 1);
    while (slot_of[slot]) {
        Item *item = &items[slot_of[slot] - 1];
        if (strcmp(item->name, name) == 0) return item;
        slot = (slot + 1) & (SLOTS - 1);
    }
    Item *item = &items[nitems];
    strcpy(item->name, name);
    item->stock = 0;
    slot_of[slot] = ++nitems;
    return item;
}

static int valid_name(const char *name) {
    for (const char *p = name; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_')) return 0;
    return 1;
}

static int by_name(const void *a, const void *b) {
    return strcmp(((const Item *)a)->name, ((const Item *)b)->name);
}

int main(void) {
    char command[8], name[32];
    int commands = 0;
    while (scanf("%7s", command) == 1) {
        if (++commands > 200000) return 1;
        if (scanf("%31s", name) != 1 || strlen(name) > 30 || !valid_name(name)) return 1;
        Item *item = lookup(name);
        if (strcmp(command, "query") == 0) {
            printf("%lld\n", item->stock);
            continue;
        }
        long long q;
        if (scanf("%lld", &q) != 1 || q < 1 || q > 1000000) return 1;
        if (strcmp(command, "add") == 0) {
            item->stock += q;
        } else if (strcmp(command, "remove") == 0) {
            if (item->stock < q)
                printf("short %s %lld\n", item->name, item->stock);
            else
                item->stock -= q;
        } else {
            return 1;
        }
    }
    qsort(items, (size_t)nitems, sizeof *items, by_name);
    int listed = 0;
    for (int i = 0; i < nitems; i++) {
        if (items[i].stock > 0) {
            printf("%s %lld\n", items[i].name, items[i].stock);
            listed++;
        }
    }
    printf("%d items\n", listed);
    return 0;
}
