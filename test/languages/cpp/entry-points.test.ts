import { describeEveryEntryPoint } from '../entry-points';

const header = (method: string) => `#pragma once
#include <map>
#include <string>

namespace shop {

class Cart {
 public:
  void add(const std::string& sku, int quantity);
  int ${method}() const;

 private:
  std::map<std::string, int> items_;
};

}  // namespace shop
`;

const source = (method: string) => `#include "cart.hpp"

namespace shop {

void Cart::add(const std::string& sku, int quantity) {
  if (quantity <= 0) {
    return;
  }
  items_[sku] += quantity;
}

int Cart::${method}() const {
  int total = 0;
  for (const auto& entry : items_) {
    total += entry.second;
  }
  return total;
}

}  // namespace shop
`;

// Declared in the header, defined out of line in the source: one method, renamed in both.
describeEveryEntryPoint('a C++ out-of-line method rename through every entry point', {
  path: 'src/cart.cpp',
  before: source('count'),
  after: source('totalQuantity'),
  otherFiles: { before: { 'include/cart.hpp': header('count') }, after: { 'include/cart.hpp': header('totalQuantity') } },
  type: 'Rename Method',
  textLine: 'Rename Method count() const to totalQuantity() const in class shop.Cart',
  trailer: 'Refactoring: Rename Method shop.Cart.count() const -> totalQuantity() const',
});

const statusHeader = (method: string) => `#ifndef STORAGE_LEVELDB_INCLUDE_STATUS_H_
#define STORAGE_LEVELDB_INCLUDE_STATUS_H_

#include <string>

namespace leveldb {

class Status {
 public:
  bool ${method}() const { return code() == kNotFound; }

 private:
  enum Code { kOk = 0, kNotFound = 1 };
  Code code() const { return state_ == nullptr ? kOk : static_cast<Code>(state_[4]); }
  const char* state_;
};

}  // namespace leveldb

#endif  // STORAGE_LEVELDB_INCLUDE_STATUS_H_
`;

// leveldb names its C++ headers `.h`: one holding a class is read as C++, not C.
describeEveryEntryPoint('a C++ class in a .h header through every entry point', {
  path: 'include/leveldb/status.h',
  before: statusHeader('IsNotFound'),
  after: statusHeader('IsMissing'),
  type: 'Rename Method',
  textLine: 'Rename Method IsNotFound() const to IsMissing() const in class leveldb.Status',
  trailer: 'Refactoring: Rename Method leveldb.Status.IsNotFound() const -> IsMissing() const',
});
